import smpp, { type Pdu } from "smpp";
import { afterEach, describe, expect, it } from "vitest";
import { type NetSmppSmscProcess, spawnNetSmppSmsc } from "../src/spawn-net-smpp-smsc.ts";

// A vendor TLV as the server's adapter declares it: a C-octet string under 0x1400.
smpp.addTLV("dlt_entity_id", { id: 0x1400, type: smpp.types.tlv.cstring });

type Client = ReturnType<typeof smpp.connect>;
type Call = (options: object, done: (pdu: Pdu) => void) => void;

function request(client: Client, command: string, options: object): Promise<Pdu> {
  return new Promise((resolve) => (client[command] as Call).call(client, options, resolve));
}

// The Perl SMSC on its own, driven by the npm `smpp` client: what the server's cross-check relies on.
describe("the Net::SMPP SMSC (perl/net-smpp-smsc.pl), as a process", () => {
  let smsc: NetSmppSmscProcess | undefined;
  let client: Client | undefined;
  afterEach(async () => {
    client?.destroy();
    await smsc?.stop();
  });

  it("binds, decodes a concatenated part with vendor TLVs, answers by magic number and sends a receipt", async () => {
    smsc = await spawnNetSmppSmsc(["--system-id", "esme", "--password", "pw"]);
    const c = smpp.connect({ url: smsc.smppUrl });
    c.on("error", () => undefined);
    client = c;
    await new Promise((resolve) => c.once("connect", resolve));
    expect((await request(c, "bind_transceiver", { system_id: "esme", password: "no" })).command_status).toBe(
      0x0e,
    );
    expect((await request(c, "bind_transceiver", { system_id: "esme", password: "pw" })).command_status).toBe(
      0,
    );
    const receipt = new Promise<Pdu>((resolve) =>
      c.on("deliver_sm", (pdu: Pdu) => {
        c.send(pdu.response());
        resolve(pdu);
      }),
    );
    const udh = Buffer.from([5, 0, 3, 0x2a, 2, 1]);
    const ucs2 = Buffer.from("नमस्ते {}", "utf16le").swap16();
    const ok = await request(c, "submit_sm", {
      source_addr_ton: 5,
      source_addr: "TESTIN",
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: "919000000101",
      esm_class: 0x40,
      registered_delivery: 1,
      data_coding: 8,
      short_message: Buffer.concat([udh, ucs2]),
      dlt_entity_id: "1101000000000001",
    });
    expect(ok.command_status).toBe(0);
    const r = await receipt;
    expect(r.esm_class).toBe(0x04);
    expect(r.receipted_message_id).toBe(ok.message_id);
    expect(r.message_state).toBe(2);
    expect(String(r.short_message.message)).toContain(`id:${ok.message_id} `);
    const refused = await request(c, "submit_sm", {
      destination_addr: "919000000004",
      short_message: Buffer.from("x"),
    });
    expect(refused.command_status).toBe(0x45);
    await request(c, "unbind", {});
    // Its reports arrive on another pipe than its answers: poll until they are in.
    const reported = smsc;
    await expect.poll(() => reported.binds().length).toBe(3);
    const [submit] = smsc.submits();
    expect(submit).toEqual({
      source: { addr: "TESTIN", ton: 5, npi: 0 },
      destination: { addr: "919000000101", ton: 1, npi: 1 },
      esmClass: 0x40,
      dataCoding: 8,
      registeredDelivery: 1,
      udh: udh.toString("hex"),
      concat: { ref: 0x2a, total: 2, seq: 1 },
      body: ucs2.toString("hex"),
      text: "नमस्ते {}",
      tlvs: { "0x1400": "1101000000000001" },
      commandStatus: 0,
      messageId: ok.message_id,
    });
    expect(smsc.submits()[1]).toMatchObject({ commandStatus: 0x45, messageId: "" });
    expect(smsc.receipts()).toEqual([{ messageId: ok.message_id, stat: "DELIVRD", answer: 0 }]);
    expect(smsc.binds().map((b) => [b.command, b.accepted])).toEqual([
      ["bind_transceiver", false],
      ["bind_transceiver", true],
      ["unbind", true],
    ]);
  });
});
