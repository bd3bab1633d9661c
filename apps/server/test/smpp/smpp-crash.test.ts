import { afterAll, afterEach, describe, expect, it } from "vitest";
import { eventually } from "../scale/support/scale-api.js";
import {
  finalOf,
  SMPP_ENGINES,
  type SmppStack,
  sendLive,
  startSmppStack,
  stopSmppPostgres,
} from "./support/smpp-stack.js";

// A worker SIGKILLed after sending a part and before its answer: nobody knows whether the SMSC took it.
// The worker that takes the message over resubmits it once, and never a third time.
afterAll(stopSmppPostgres);

describe.each(SMPP_ENGINES)("a crash between a submission and its answer, on $engine", ({ engine }) => {
  let s: SmppStack | undefined;
  afterEach(async () => {
    await s?.stop();
    s = undefined;
  });

  it("is resubmitted at most once: by the worker that takes over, then never again", {
    timeout: 90_000,
  }, async () => {
    s = await startSmppStack({
      engine,
      smscArgs: ["--receipt-delay-ms", "50"],
      env: { WORKER_LEASE_MS: "1000" },
    });
    const smsc = s.smsc;
    const stack = s.stack;
    const submitsTo = async (to: string) => (await smsc.submits()).filter((p) => p.destination.addr === to);
    const held = (to: string, n: number) =>
      eventually(
        `${n} unanswered submission(s) to ${to}`,
        async () =>
          (await submitsTo(to)).filter((p) => p.commandStatus === -1).length >= n ? true : undefined,
        15_000,
      );

    // One crash: the taking-over worker sends it again, and it is delivered.
    await smsc.configure({ holdAnswers: true });
    const once = await sendLive(stack.url, {
      to: "919000000501",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    await held("919000000501", 1);
    const first = stack.processes[0];
    first?.kill("SIGKILL");
    expect(await first?.exited).toBe("SIGKILL");
    await smsc.configure({ holdAnswers: false });
    const second = await stack.add("all");
    expect((await finalOf(second.url as string, once, 20_000)).status).toBe("delivered");
    expect((await submitsTo("919000000501")).map((p) => p.commandStatus)).toEqual([-1, 0]);

    // Two crashes, each between a submission and its answer: the third worker does not send a third copy.
    await smsc.configure({ holdAnswers: true });
    const twice = await sendLive(second.url as string, {
      to: "919000000502",
      template_id: "tmpl_otp",
      variables: ["3", "4"],
    });
    await held("919000000502", 1);
    second.kill("SIGKILL");
    await second.exited;
    const third = await stack.add("all");
    await held("919000000502", 2);
    third.kill("SIGKILL");
    await third.exited;
    await smsc.configure({ holdAnswers: false });
    const fourth = await stack.add("all");
    const final = await finalOf(fourth.url as string, twice, 20_000);
    expect(final.status).toBe("failed");
    expect(final.error).toMatchObject({ code: "carrier_error", permanent: false });
    expect(await submitsTo("919000000502")).toHaveLength(2);
  });
});
