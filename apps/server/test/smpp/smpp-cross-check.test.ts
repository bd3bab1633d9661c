import {
  type NetSmppSmscProcess,
  type NetSmppSubmit,
  type RecordedSubmit,
  spawnNetSmppSmsc,
} from "@sms-api/smsc-simulator/spawn-net-smpp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Stack } from "../../src/testing/start-stack.js";
import { eventually } from "../scale/support/scale-api.js";
import {
  finalOf,
  freeText,
  SMPP_PASSWORD,
  type SmppStack,
  sendLive,
  startSmppServer,
  startSmppStack,
} from "./support/smpp-stack.js";

// The cross-check against a second, independent SMPP implementation: Debian's Net::SMPP (libnet-smpp-perl,
// installed by the test set-up) as the SMSC, in tools/smsc-simulator/perl/net-smpp-smsc.pl. The same messages
// go through two server processes (CARRIER=smpp, SQLite): one bound to our npm-`smpp` simulator, one to the
// Perl SMSC. Checked:
// - every submit_sm Net::SMPP decoded equals what our simulator recorded for the same message: addresses with
//   TON/NPI, esm_class, data_coding, registered_delivery, the UDH (its random reference aside) and the body
//   octets, the vendor TLVs 0x1400/0x1401 (present for India, absent otherwise);
// - the Perl SMSC's own decoding (its GSM 03.38 table, UCS-2, its parse of the concatenation element) gives
//   back the text that was sent, so both peers agree with the sender and not merely with each other;
// - its receipts (sent right after each answer, text and TLVs, built by Net::SMPP) become the same final
//   statuses and errors as our simulator's, and its refusal by command status too.
// Net::SMPP is the SMSC only: the ESME side of both runs is the server's adapter under test.
const MESSAGES: { name: string; to: string; body: { template_id: string; variables: string[] } }[] = [
  {
    name: "GSM-7 India, extension characters",
    to: "919000000101",
    body: freeText("Price {10} [A~B] 5€ ^|\\ @£$_ ok"),
  },
  { name: "non-India", to: "14155550123", body: { template_id: "tmpl_otp", variables: ["777777", "5"] } },
  {
    name: "long UCS-2",
    to: "919000000102",
    body: freeText("नमस्ते, आपका कोड 4242 है। कृपया इसे किसी के साथ साझा न करें। यह संदेश लंबा है ताकि तीन भागों में जाए!"),
  },
  { name: "long GSM-7", to: "919000000103", body: freeText("0123456789".repeat(20)) },
  { name: "undeliverable", to: "919000000002", body: { template_id: "tmpl_otp", variables: ["1", "2"] } },
  {
    name: "rejected by the network",
    to: "919000000003",
    body: { template_id: "tmpl_otp", variables: ["1", "2"] },
  },
  {
    name: "refused at submission",
    to: "919000000004",
    body: { template_id: "tmpl_otp", variables: ["1", "2"] },
  },
];

/** The fields both SMSCs decode, with the concatenation reference (random per message) blanked. */
function comparable(p: RecordedSubmit | NetSmppSubmit) {
  return {
    source: p.source,
    destination: p.destination,
    esmClass: p.esmClass,
    dataCoding: p.dataCoding,
    registeredDelivery: p.registeredDelivery,
    udh: p.udh === null ? null : `${p.udh.slice(0, 6)}..${p.udh.slice(8)}`,
    body: p.body,
    text: p.text,
    tlvs: p.tlvs,
  };
}

describe("cross-check: the SMPP adapter against Net::SMPP (Perl) as a second, independent SMSC", () => {
  let ours: SmppStack;
  let perl: NetSmppSmscProcess;
  let perlServer: Stack;
  // biome-ignore lint/suspicious/noExplicitAny: messages as the API returns them.
  const finals: Record<"ours" | "perl", Map<string, any>> = { ours: new Map(), perl: new Map() };

  beforeAll(async () => {
    perl = await spawnNetSmppSmsc(["--system-id", "sms-api", "--password", SMPP_PASSWORD]);
    [ours, perlServer] = await Promise.all([
      startSmppStack({ smscArgs: ["--receipt-delay-ms", "50"] }),
      startSmppServer(perl.smppUrl),
    ]);
    for (const [side, url] of [
      ["ours", ours.stack.url],
      ["perl", perlServer.url],
    ] as const) {
      const ids = [];
      for (const m of MESSAGES) ids.push(await sendLive(url, { to: m.to, ...m.body }));
      for (const [i, id] of ids.entries())
        finals[side].set(
          MESSAGES[i]?.to as string,
          await finalOf(url, id, 15_000, async () => perl.stderr()),
        );
    }
  });
  afterAll(async () => {
    await Promise.all([ours?.stop(), perlServer?.stop()]);
    await perl?.stop();
  });

  it("Net::SMPP accepted the adapter's bind_transceiver (system_id, password)", () => {
    expect(perl.binds()[0]).toEqual({ command: "bind_transceiver", systemId: "sms-api", accepted: true });
  });

  it.each(MESSAGES.filter((m) => m.to !== "919000000004"))(
    "$name: every part Net::SMPP decoded equals what our simulator recorded",
    async ({ to }) => {
      const mine = (await ours.smsc.submits()).filter((p) => p.destination.addr === to);
      const theirs = perl.submits().filter((p) => p.destination.addr === to);
      expect(mine.length).toBeGreaterThan(0);
      expect(theirs.map(comparable)).toEqual(mine.map(comparable));
    },
  );

  it("the Perl side's own decoding gives back the text sent; concatenation elements number the parts", async () => {
    const texts = new Map((await ours.smsc.submits()).map((p) => [p.destination.addr, ""]));
    for (const m of MESSAGES.filter((x) => x.to !== "919000000004")) {
      const parts = perl.submits().filter((p) => p.destination.addr === m.to);
      const expected = (finals.perl.get(m.to) as { segments: number }).segments;
      expect(parts).toHaveLength(expected);
      if (expected > 1) {
        expect(parts.map((p) => p.concat?.seq)).toEqual(Array.from({ length: expected }, (_, i) => i + 1));
        expect(new Set(parts.map((p) => `${p.concat?.ref}/${p.concat?.total}`))).toEqual(
          new Set([`${parts[0]?.concat?.ref}/${expected}`]),
        );
      } else expect(parts[0]?.concat).toBeNull();
      texts.set(m.to, parts.map((p) => p.text).join(""));
    }
    expect(texts.get("919000000101")).toBe("Price {10} [A~B] 5€ ^|\\ @£$_ ok");
    expect(texts.get("14155550123")).toBe("Your code is 777777. It expires in 5 minutes.");
    expect(texts.get("919000000103")).toBe("0123456789".repeat(20));
    expect(texts.get("919000000102")).toMatch(/^नमस्ते, .*भागों में जाए!$/);
  });

  it("DLT TLVs 0x1400/0x1401 reach Net::SMPP for India only", () => {
    for (const p of perl.submits()) {
      if (p.destination.addr.startsWith("91"))
        expect(p.tlvs).toEqual({ "0x1400": "1101000000000001", "0x1401": "1107000000000001" });
      else expect(p.tlvs).toEqual({});
    }
  });

  it("Net::SMPP's receipts and refusal become the same statuses and errors as our simulator's", async () => {
    const outcome = (m: { status: string; error: unknown }) => ({ status: m.status, error: m.error });
    for (const { to } of MESSAGES) expect(outcome(finals.perl.get(to))).toEqual(outcome(finals.ours.get(to)));
    expect(outcome(finals.perl.get("919000000101"))).toEqual({ status: "delivered", error: null });
    expect(finals.perl.get("919000000004")).toMatchObject({
      status: "failed",
      error: { code: "carrier_error" },
    });
    // Every receipt Net::SMPP sent was acknowledged (deliver_sm_resp 0) by the adapter.
    const accepted = perl.submits().filter((p) => p.commandStatus === 0).length;
    const receipts = await eventually(
      "every receipt answered",
      async () => (perl.receipts().length >= accepted ? perl.receipts() : undefined),
      5_000,
    );
    expect(receipts.map((r) => r.answer)).toEqual(Array(accepted).fill(0));
  });
});
