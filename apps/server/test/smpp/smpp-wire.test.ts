import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, eventually } from "../scale/support/scale-api.js";
import { KEYS } from "../support/test-fixture.js";
import { TestReceiver } from "../webhooks/support/receiver.js";
import {
  finalOf,
  freeText,
  getLive,
  SMPP_ENGINES,
  SMPP_PASSWORD,
  type SmppStack,
  sendLive,
  startSmppStack,
  stopSmppPostgres,
} from "./support/smpp-stack.js";

// Issue 20 end to end: the server (CARRIER=smpp) and the SMSC simulator run as real processes; the SMSC's
// control API shows the PDUs exactly as they arrived on the wire.
afterAll(stopSmppPostgres);

describe.each(SMPP_ENGINES)(
  "the SMPP carrier, through the API, against a real SMSC process, on $engine",
  ({ engine }) => {
    let s: SmppStack;
    beforeAll(async () => {
      s = await startSmppStack({ engine, smscArgs: ["--receipt-delay-ms", "100"] });
    });
    afterAll(async () => {
      await s?.stop();
    });

    const submitsTo = async (to: string) => (await s.smsc.submits()).filter((p) => p.destination.addr === to);

    it("a GSM-7 India message: data_coding 0, unpacked septets (extension pairs), addresses, DLT TLVs, a receipt request", async () => {
      const text = "Price {10} [A~B] costs 5€ ^ | \\: @£$_ ok!";
      const id = await sendLive(s.stack.url, { to: "919000000101", ...freeText(text) });
      expect((await finalOf(s.stack.url, id)).status).toBe("delivered");
      const [pdu, ...more] = await submitsTo("919000000101");
      expect(more).toEqual([]);
      expect(pdu).toMatchObject({
        source: { addr: "TESTIN", ton: 5, npi: 0 },
        destination: { addr: "919000000101", ton: 1, npi: 1 },
        esmClass: 0,
        dataCoding: 0,
        registeredDelivery: 1,
        udh: null,
        text,
        tlvs: { "0x1400": "1101000000000001", "0x1401": "1107000000000001" },
      });
      // `{` is the escape 0x1B then 0x28; `€` 0x1B 0x65; `@` is septet 0x00, `£` 0x01, `$` 0x02, `_` 0x11.
      expect(pdu?.body.startsWith(`${Buffer.from("Price ").toString("hex")}1b28`)).toBe(true);
      expect(pdu?.body).toContain("1b65");
      expect(pdu?.body).toContain("00010211");
    });

    it("a non-India message carries no DLT TLVs", async () => {
      const id = await sendLive(s.stack.url, {
        to: "14155550123",
        template_id: "tmpl_otp",
        variables: ["777777", "5"],
      });
      expect((await finalOf(s.stack.url, id)).status).toBe("delivered");
      const [pdu] = await submitsTo("14155550123");
      expect(pdu?.tlvs).toEqual({});
      expect(pdu?.destination).toEqual({ addr: "14155550123", ton: 1, npi: 1 });
      expect(pdu?.text).toBe("Your code is 777777. It expires in 5 minutes.");
    });

    it("a long UCS-2 message: one submit_sm per segment, data_coding 8, UDH 05 00 03 with one reference", async () => {
      const text =
        "नमस्ते, आपका कोड 4242 है। कृपया इसे किसी के साथ साझा न करें। यह संदेश लंबा है ताकि तीन भागों में जाए, धन्यवाद!!";
      const id = await sendLive(s.stack.url, { to: "919000000102", ...freeText(text) });
      const accepted = await getLive(s.stack.url, id);
      expect(accepted.encoding).toBe("ucs2");
      expect((await finalOf(s.stack.url, id)).status).toBe("delivered");
      const parts = await submitsTo("919000000102");
      expect(parts).toHaveLength(accepted.segments);
      expect(accepted.segments).toBeGreaterThanOrEqual(2);
      const ref = parts[0]?.udh?.slice(6, 8);
      parts.forEach((p, i) => {
        expect(p.dataCoding).toBe(8);
        expect(p.esmClass & 0x40).toBe(0x40);
        expect(p.udh).toBe(`050003${ref}${hex(parts.length)}${hex(i + 1)}`);
        // 67 UCS-2 units per concatenated part at most.
        expect(p.body.length / 4).toBeLessThanOrEqual(67);
      });
      expect(parts.map((p) => p.text).join("")).toBe(text);
    });

    it("a long GSM-7 message is split at 153 septets; it is delivered only when every part is", async () => {
      const text = "0123456789".repeat(20); // 200 septets: two parts
      const id = await sendLive(s.stack.url, { to: "919000000103", ...freeText(text) });
      expect((await finalOf(s.stack.url, id)).status).toBe("delivered");
      const parts = await submitsTo("919000000103");
      expect(parts.map((p) => p.text)).toEqual([text.slice(0, 153), text.slice(153)]);
      expect(parts.map((p) => p.udh?.slice(8))).toEqual(["0201", "0202"]);

      // The same shape with part 2 undeliverable: part 1's DELIVRD does not make the message delivered.
      await s.smsc.configure({ undeliverPart: 2 });
      try {
        const other = await sendLive(s.stack.url, { to: "919000000104", ...freeText(text) });
        const final = await finalOf(s.stack.url, other);
        expect(final.status).toBe("undelivered");
        expect(final.error).toMatchObject({ code: "number_unreachable", permanent: false });
        const receipts = (await s.smsc.receipts()).filter((r) =>
          parts.every((p) => p.messageId !== r.messageId),
        );
        expect(receipts.map((r) => r.stat)).toContain("DELIVRD");
      } finally {
        await s.smsc.configure({ undeliverPart: null });
      }
    });

    it("receipts and submission answers become statuses, errors and signed webhooks", async () => {
      const receiver = await new TestReceiver().start();
      try {
        const endpoint = await call(s.stack.url, KEYS.live, "/v1/webhooks", {
          body: { url: receiver.url(), events: ["*"] },
        });
        expect(endpoint.status).toBe(201);
        const expected: Record<string, { status: string; code?: string; permanent?: boolean }> = {
          "919000000001": { status: "delivered" },
          "919000000002": { status: "undelivered", code: "number_unreachable", permanent: false },
          "919000000003": { status: "rejected", code: "carrier_rejected", permanent: false },
          "919000000004": { status: "failed", code: "carrier_error", permanent: false },
          "919000000005": { status: "expired", code: "validity_expired", permanent: false },
          "919000000007": { status: "rejected", code: "carrier_rejected", permanent: true },
        };
        const ids = new Map<string, string>();
        for (const to of Object.keys(expected))
          ids.set(to, await sendLive(s.stack.url, { to, template_id: "tmpl_otp", variables: ["1", "2"] }));
        for (const [to, want] of Object.entries(expected)) {
          const m = await finalOf(s.stack.url, ids.get(to) as string);
          expect({ to, status: m.status }).toEqual({ to, status: want.status });
          if (want.code) expect(m.error).toMatchObject({ code: want.code, permanent: want.permanent });
          else expect(m.error).toBeNull();
        }
        // Each final status arrives as a webhook signed with the endpoint's secret.
        const verifier = new Webhook(endpoint.body.data.secret);
        const finals = await receiver.waitFor(
          (got) =>
            [...ids.values()].every((id) =>
              got.some(
                (w) =>
                  w.body.includes(id) &&
                  /"sms\.(delivered|undelivered|rejected|failed|expired)"/.test(w.body),
              ),
            ),
          20_000,
        );
        for (const w of finals) {
          const payload = verifier.verify(w.body, w.headers as Record<string, string>) as {
            type: string;
            data: { message_id: string; status: string };
          };
          expect(payload.type).toBe(`sms.${payload.data.status}`);
        }
        const delivered = finals
          .map((w) => JSON.parse(w.body))
          .filter((p) => p.data.message_id === ids.get("919000000001"))
          .map((p) => p.type);
        expect(delivered).toContain("sms.delivered");
      } finally {
        await receiver.close();
      }
    });

    it("test-mode messages stay on the simulator: nothing reaches the SMSC", async () => {
      const before = (await s.smsc.submits()).length;
      const answer = await call(s.stack.url, KEYS.test, "/v1/sms/send", {
        body: { to: "919000000001", template_id: "tmpl_otp", variables: ["1", "2"] },
      });
      expect(answer.status).toBe(202);
      await eventually(
        "test message delivered",
        async () => {
          const m = await call(s.stack.url, KEYS.test, `/v1/sms/${answer.body.data.message_id}`);
          return m.body.data.status === "delivered" ? true : undefined;
        },
        10_000,
      );
      expect((await s.smsc.submits()).length).toBe(before);
    });

    it("the bind password never appears in the server's output", async () => {
      const output = s.stack.processes.map((p) => p.output()).join("\n");
      expect(output).toContain("SMPP session bound");
      expect(output).not.toContain(SMPP_PASSWORD);
    });
  },
);

function hex(n: number): string {
  return n.toString(16).padStart(2, "0");
}
