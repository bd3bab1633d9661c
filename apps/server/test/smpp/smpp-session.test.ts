import { afterAll, afterEach, describe, expect, it } from "vitest";
import { call, eventually } from "../scale/support/scale-api.js";
import { KEYS } from "../support/test-fixture.js";
import {
  describeSmpp,
  finalOf,
  getLive,
  SMPP_ENGINES,
  type SmppStack,
  sendLive,
  startSmppStack,
  stopSmppPostgres,
} from "./support/smpp-stack.js";

// The session's behaviour against a misbehaving SMSC, both as real processes.
afterAll(stopSmppPostgres);

describe.each(SMPP_ENGINES)(
  "the SMPP session against a throttling, dropping or refusing SMSC, on $engine",
  ({ engine }) => {
    let s: SmppStack | undefined;
    afterEach(async () => {
      await s?.stop();
      s = undefined;
    });

    /** Every accepted submit_sm by its text: each message must appear exactly once. */
    const acceptedByText = async (smsc: SmppStack["smsc"]) => {
      const counts = new Map<string, number>();
      for (const p of await smsc.submits())
        if (p.commandStatus === 0) counts.set(p.text, (counts.get(p.text) ?? 0) + 1);
      return counts;
    };

    it("ESME_RTHROTTLED: the session slows down and sends the same parts again; each is accepted once", async () => {
      s = await startSmppStack({ engine, smscArgs: ["--receipt-delay-ms", "50"] });
      await s.smsc.configure({ throttleNext: 4 });
      const ids = [];
      for (let i = 0; i < 6; i++)
        ids.push(
          await sendLive(s.stack.url, {
            to: `91900000020${i}`,
            template_id: "tmpl_otp",
            variables: [`${i}`, "1"],
          }),
        );
      for (const id of ids) expect((await finalOf(s.stack.url, id)).status).toBe("delivered");
      const submits = await s.smsc.submits();
      expect(submits.filter((p) => p.commandStatus === 0x58)).toHaveLength(4);
      const accepted = await acceptedByText(s.smsc);
      expect(accepted.size).toBe(6);
      expect([...accepted.values()].every((n) => n === 1)).toBe(true);
      expect(s.stack.processes[0]?.output()).toContain("SMPP throttled; slowing down");
    });

    it("a connection dropped in the middle of a burst: every message delivered, none submitted twice", {
      timeout: 60_000,
    }, async () => {
      s = await startSmppStack({ engine, smscArgs: ["--receipt-delay-ms", "50"], env: { SMPP_WINDOW: "4" } });
      await s.smsc.configure({ dropAfter: 7 });
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sendLive(s?.stack.url as string, {
            to: `9190000003${String(i).padStart(2, "0")}`,
            template_id: "tmpl_otp",
            variables: [`burst-${i}`, "1"],
          }),
        ),
      );
      const stack = s;
      const finals = await Promise.all(
        ids.map((id) => finalOf(stack.stack.url, id, 40_000, () => describeSmpp(stack))),
      );
      expect(finals.map((m) => m.status)).toEqual(Array(20).fill("delivered"));
      const accepted = await acceptedByText(s.smsc);
      expect(accepted.size).toBe(20);
      expect([...accepted.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const submits = await s.smsc.submits();
      // The drop really happened in the middle: submits on the first connection and on a later one.
      expect(new Set(submits.map((p) => p.connection)).size).toBeGreaterThan(1);
      expect(
        (await s.smsc.binds()).filter((b) => b.accepted && b.command === "bind_transceiver").length,
      ).toBeGreaterThan(1);
    });

    it("a refused bind: the API keeps answering, messages wait (queued, cancellable), then go once a bind succeeds", async () => {
      s = await startSmppStack({ engine, smscArgs: ["--refuse-binds", "--receipt-delay-ms", "50"] });
      await eventually(
        "a refused bind",
        async () => ((await s?.smsc.binds())?.some((b) => !b.accepted) ? true : undefined),
        10_000,
      );
      const waiting = await sendLive(s.stack.url, {
        to: "919000000401",
        template_id: "tmpl_otp",
        variables: ["1", "2"],
      });
      const cancelled = await sendLive(s.stack.url, {
        to: "919000000402",
        template_id: "tmpl_otp",
        variables: ["3", "4"],
      });
      // Several refused binds later (backoff), the messages are still queued and the API still answers.
      await eventually(
        "three refused binds",
        async () =>
          ((await s?.smsc.binds())?.filter((b) => !b.accepted).length ?? 0) >= 3 ? true : undefined,
        10_000,
      );
      expect((await getLive(s.stack.url, waiting)).status).toBe("queued");
      const cancel = await call(s.stack.url, KEYS.live, `/v1/sms/${cancelled}/cancel`, { body: {} });
      expect(cancel.status).toBe(200);
      expect(await s.smsc.submits()).toEqual([]);
      expect(s.stack.processes[0]?.output()).toContain("SMPP bind refused");

      await s.smsc.configure({ refuseBinds: false });
      expect((await finalOf(s.stack.url, waiting)).status).toBe("delivered");
      const submits = await s.smsc.submits();
      expect(submits.map((p) => p.destination.addr)).toEqual(["919000000401"]);
      expect((await getLive(s.stack.url, cancelled)).status).toBe("cancelled");
    });

    it("receipts that carry only the vendor text (no TLVs) still move messages", async () => {
      s = await startSmppStack({ engine, smscArgs: ["--receipt-style", "text", "--receipt-delay-ms", "50"] });
      const delivered = await sendLive(s.stack.url, {
        to: "919000000601",
        template_id: "tmpl_otp",
        variables: ["1", "2"],
      });
      const expired = await sendLive(s.stack.url, {
        to: "919000000005",
        template_id: "tmpl_otp",
        variables: ["1", "2"],
      });
      expect((await finalOf(s.stack.url, delivered)).status).toBe("delivered");
      expect((await finalOf(s.stack.url, expired)).status).toBe("expired");
      const stack = s;
      expect(
        (await getLive(s.stack.url, delivered)).status_history.map((h: { status: string }) => h.status),
        await describeSmpp(stack),
      ).toEqual(["queued", "processing", "submitted", "sent", "delivered"]);
    });

    it("a graceful stop unbinds the session", async () => {
      s = await startSmppStack({ engine });
      await eventually(
        "bound",
        async () => ((await s?.smsc.binds())?.some((b) => b.accepted) ? true : undefined),
        10_000,
      );
      const { smsc, stack } = s;
      await stack.stop();
      expect((await smsc.binds()).map((b) => b.command)).toContain("unbind");
      await smsc.stop();
      s = undefined;
    });
  },
);
