import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../scale/support/scale-api.js";
import { finalOf, getLive, type SmppStack, sendLive, startSmppStack } from "./support/smpp-stack.js";

// ssmpp:// end to end: the SMSC simulator listens with TLS on a self-signed certificate generated for this run
// (no key is committed); the server trusts it through SMPP_TLS_CA_FILE, and only then.
describe("the SMPP carrier over TLS (ssmpp://)", () => {
  let s: SmppStack | undefined;
  afterEach(async () => {
    await s?.stop();
    s = undefined;
  });

  it("trusting the SMSC's certificate: binds over TLS and a send is delivered end to end", async () => {
    s = await startSmppStack({ tls: true, smscArgs: ["--receipt-delay-ms", "50"] });
    expect(s.smsc.smppUrl).toMatch(/^ssmpp:\/\//);
    const id = await sendLive(s.stack.url, {
      to: "919000000701",
      template_id: "tmpl_otp",
      variables: ["424242", "5"],
    });
    const final = await finalOf(s.stack.url, id);
    expect(final.status).toBe("delivered");
    expect(final.status_history.map((h: { status: string }) => h.status)).toEqual([
      "queued",
      "processing",
      "submitted",
      "sent",
      "delivered",
    ]);
    const [pdu, ...more] = await s.smsc.submits();
    expect(more).toEqual([]);
    expect(pdu).toMatchObject({
      destination: { addr: "919000000701", ton: 1, npi: 1 },
      text: "Your code is 424242. It expires in 5 minutes.",
      commandStatus: 0,
    });
    expect((await s.smsc.receipts()).map((r) => [r.messageId, r.stat, r.answer])).toContainEqual([
      pdu?.messageId,
      "DELIVRD",
      0,
    ]);
  });

  it("without SMPP_TLS_CA_FILE the self-signed SMSC is not trusted: no bind, the message waits in queued", async () => {
    s = await startSmppStack({ tls: true, env: { SMPP_TLS_CA_FILE: "" } });
    const stack = s.stack;
    const id = await sendLive(stack.url, {
      to: "919000000702",
      template_id: "tmpl_otp",
      variables: ["1", "2"],
    });
    await eventually(
      "a refused TLS handshake logged",
      async () => {
        const errors = (stack.processes[0]?.output() ?? "")
          .split("\n")
          .filter((line) => line.includes('"msg":"SMPP connection error"'));
        return errors.some((line) => line.includes("self-signed certificate")) ? true : undefined;
      },
      10_000,
    );
    expect(await s.smsc.binds()).toEqual([]);
    expect((await getLive(stack.url, id)).status).toBe("queued");
  });
});
