import { existsSync, readFileSync } from "node:fs";
import smpp, { type Pdu } from "smpp";
import { afterEach, describe, expect, it } from "vitest";
import { type SmscProcess, spawnSmsc } from "../src/spawn-smsc.ts";

type Client = ReturnType<typeof smpp.connect>;
type Call = (options: object, done: (pdu: Pdu) => void) => void;

/** Sends one PDU on the client and resolves with its answer. */
function request(client: Client, command: string, options: object): Promise<Pdu> {
  return new Promise((resolve) => (client[command] as Call).call(client, options, resolve));
}

describe("the SMSC simulator, as a process", () => {
  let smsc: SmscProcess | undefined;
  let client: Client | undefined;
  afterEach(async () => {
    client?.destroy();
    await smsc?.stop();
  });

  async function connect(args: string[]): Promise<Client> {
    smsc = await spawnSmsc(args);
    const c = smpp.connect({ url: smsc.smppUrl });
    c.on("error", () => undefined);
    await new Promise((resolve) => c.once("connect", resolve));
    client = c;
    return c;
  }

  it("refuses a bind with the wrong password, accepts the right one", async () => {
    const c = await connect(["--system-id", "esme", "--password", "pw"]);
    expect(
      (await request(c, "bind_transceiver", { system_id: "esme", password: "nope" })).command_status,
    ).toBe(0x0e);
    expect((await request(c, "bind_transceiver", { system_id: "esme", password: "pw" })).command_status).toBe(
      0,
    );
    expect((await smsc?.binds())?.map((b) => b.accepted)).toEqual([false, true]);
  });

  it("records the octets as sent, answers by magic number and sends a TLV and text receipt", async () => {
    const c = await connect([]);
    await request(c, "bind_transceiver", { system_id: "any", password: "any" });
    const receipt = new Promise<Pdu>((resolve) =>
      c.on("deliver_sm", (pdu: Pdu) => {
        c.send(pdu.response());
        resolve(pdu);
      }),
    );
    const ucs2 = Buffer.from("नमस्ते", "utf16le").swap16();
    const ok = await request(c, "submit_sm", {
      destination_addr: "919000000001",
      data_coding: 8,
      short_message: ucs2,
    });
    expect(ok.command_status).toBe(0);
    const refused = await request(c, "submit_sm", {
      destination_addr: "919000000004",
      short_message: Buffer.from("x"),
    });
    expect(refused.command_status).toBe(0x45);
    const [first] = (await smsc?.submits()) ?? [];
    expect(first).toMatchObject({
      dataCoding: 8,
      body: ucs2.toString("hex"),
      text: "नमस्ते",
      messageId: ok.message_id,
    });
    const r = await receipt;
    expect(r.esm_class).toBe(0x04);
    expect(r.receipted_message_id).toBe(ok.message_id);
    expect(r.message_state).toBe(2);
    expect(String(r.short_message.message)).toContain("stat:DELIVRD");
  });

  it("throttles on request", async () => {
    const c = await connect([]);
    await request(c, "bind_transceiver", { system_id: "any", password: "any" });
    await smsc?.configure({ throttleNext: 1 });
    const body = { destination_addr: "14155550123", short_message: Buffer.from("hi") };
    expect((await request(c, "submit_sm", body)).command_status).toBe(0x58);
    expect((await request(c, "submit_sm", body)).command_status).toBe(0);
  });

  it("listens with TLS on a certificate generated at start: a client trusting it binds, one that does not is refused", async () => {
    smsc = await spawnSmsc(["--system-id", "esme", "--password", "pw"], { tls: true });
    expect(smsc.smppUrl).toMatch(/^ssmpp:\/\/127\.0\.0\.1:\d+$/);
    const caFile = smsc.caFile as string;
    const ca = readFileSync(caFile, "utf8");
    expect(ca).toContain("-----BEGIN CERTIFICATE-----");

    const untrusting = smpp.connect({ url: smsc.smppUrl });
    const refusal = await new Promise<Error>((resolve) => untrusting.once("error", resolve));
    expect((refusal as NodeJS.ErrnoException).code).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
    untrusting.destroy();

    const c = smpp.connect({ url: smsc.smppUrl, ca: [ca] } as { url: string });
    c.on("error", () => undefined);
    await new Promise((resolve) => c.once("secureConnect", resolve));
    client = c;
    expect((await request(c, "bind_transceiver", { system_id: "esme", password: "pw" })).command_status).toBe(
      0,
    );
    const answer = await request(c, "submit_sm", {
      destination_addr: "14155550123",
      data_coding: 0,
      short_message: Buffer.from("over TLS"),
    });
    expect(answer.command_status).toBe(0);
    expect((await smsc.submits()).map((p) => p.text)).toEqual(["over TLS"]);
    await smsc.stop();
    expect(existsSync(caFile)).toBe(false);
  });
});
