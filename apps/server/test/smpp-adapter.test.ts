import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rootCertificates } from "node:tls";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseReceipt } from "../src/carrier/smpp/receipt-parser.js";
import { messageOutcome, receiptMeaning, submitVerdict } from "../src/carrier/smpp/status-tables.js";
import { dltFields, sourceAddressing } from "../src/carrier/smpp/submit-fields.js";
import { encodeGsm7, wireParts } from "../src/carrier/smpp/wire-encoding.js";
import { ConfigError, readConfig } from "../src/config/config.js";
import { GSM_BASIC, GSM_EXTENSION_CODES, measureText, splitSegments } from "../src/domain/encoding.js";

const SMPP_ENV = {
  CARRIER: "smpp",
  SMPP_URL: "smpp://smsc.example:2775",
  SMPP_SYSTEM_ID: "esme",
  SMPP_PASSWORD: "s3cr3t!",
};

function configError(env: Record<string, string>): ConfigError {
  try {
    readConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("no ConfigError");
}

describe("SMPP configuration", () => {
  it("defaults to the simulator; CARRIER=smpp reads every SMPP_* setting", () => {
    expect(readConfig({}).carrier).toEqual({ kind: "simulator" });
    const c = readConfig({ ...SMPP_ENV, SMPP_WINDOW: "3", SMPP_DLT_ENTITY_ID_TAG: "0x1500" }).carrier;
    expect(c).toMatchObject({
      kind: "smpp",
      smpp: { url: "smpp://smsc.example:2775", window: 3, bindType: "transceiver", dltEntityIdTag: 0x1500 },
    });
    expect(readConfig({ ...SMPP_ENV, SMPP_URL: "ssmpp://smsc.example:3550" }).carrier).toMatchObject({
      smpp: { url: "ssmpp://smsc.example:3550" },
    });
  });

  it.each([
    [{ CARRIER: "kannel" }, "CARRIER"],
    [{ ...SMPP_ENV, SMPP_URL: "" }, "SMPP_URL"],
    [{ ...SMPP_ENV, SMPP_URL: "http://smsc:2775" }, "SMPP_URL"],
    [{ ...SMPP_ENV, SMPP_URL: "smpp://smsc" }, "SMPP_URL"],
    [{ ...SMPP_ENV, SMPP_SYSTEM_ID: "" }, "SMPP_SYSTEM_ID"],
    [{ ...SMPP_ENV, SMPP_SYSTEM_ID: "x".repeat(16) }, "SMPP_SYSTEM_ID"],
    [{ ...SMPP_ENV, SMPP_PASSWORD: "" }, "SMPP_PASSWORD"],
    [{ ...SMPP_ENV, SMPP_BIND_TYPE: "receiver" }, "SMPP_BIND_TYPE"],
    [{ ...SMPP_ENV, SMPP_WINDOW: "0" }, "SMPP_WINDOW"],
    [{ ...SMPP_ENV, SMPP_SUBMITS_PER_SECOND: "fast" }, "SMPP_SUBMITS_PER_SECOND"],
    [{ ...SMPP_ENV, SMPP_DLT_ENTITY_ID_TAG: "0x0010" }, "SMPP_DLT_ENTITY_ID_TAG"],
    [{ ...SMPP_ENV, SMPP_DLT_TEMPLATE_ID_TAG: "0x1400" }, "SMPP_DLT_TEMPLATE_ID_TAG"],
    [{ ...SMPP_ENV, SMPP_RECONNECT_MIN_MS: "5000", SMPP_RECONNECT_MAX_MS: "1000" }, "SMPP_RECONNECT_MAX_MS"],
  ])("refuses %o, naming %s", (env, variable) => {
    expect(configError(env).variable).toBe(variable);
  });

  it("SMPP_TLS_CA_FILE: read and parsed at start, only for ssmpp://; no file, no certificate or a broken one is refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "smpp-ca-"));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const ca = rootCertificates[0] as string;
    const tlsEnv = { ...SMPP_ENV, SMPP_URL: "ssmpp://smsc.example:3550" };
    const good = readConfig({ ...tlsEnv, SMPP_TLS_CA_FILE: file("ca.pem", `# the SMSC's CA\n${ca}\n`) });
    expect(good.carrier).toMatchObject({ smpp: { tlsCa: [ca.trim()] } });
    expect(readConfig(tlsEnv).carrier).toMatchObject({ smpp: { tlsCa: [] } });
    const refusals = [
      { ...SMPP_ENV, SMPP_TLS_CA_FILE: join(dir, "ca.pem") },
      { ...tlsEnv, SMPP_TLS_CA_FILE: join(dir, "missing.pem") },
      { ...tlsEnv, SMPP_TLS_CA_FILE: file("empty.pem", "not a certificate") },
      {
        ...tlsEnv,
        SMPP_TLS_CA_FILE: file(
          "broken.pem",
          "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
        ),
      },
    ].map((env) => configError(env));
    expect(refusals.map((e) => e.variable)).toEqual(Array(4).fill("SMPP_TLS_CA_FILE"));
    expect(refusals.map((e) => e.message)).toEqual([
      expect.stringContaining("only used with an ssmpp://"),
      expect.stringContaining("cannot be read (ENOENT)"),
      expect.stringContaining("holds no PEM certificate"),
      expect.stringContaining("does not parse"),
    ]);
  });

  it("never echoes the password, nor a URL holding credentials", () => {
    const long = configError({ ...SMPP_ENV, SMPP_PASSWORD: "far-too-long-secret" });
    expect(long.message).not.toContain("far-too-long-secret");
    const inUrl = configError({ ...SMPP_ENV, SMPP_URL: "smpp://esme:hunter2@smsc:2775" });
    expect(inUrl.variable).toBe("SMPP_URL");
    expect(inUrl.message).not.toContain("hunter2");
  });
});

describe("segments on the wire", () => {
  const gsmChar = fc.constantFrom(
    ...Array.from(GSM_BASIC).filter((c) => c !== "\u001b"),
    ...Object.keys(GSM_EXTENSION_CODES),
  );
  const anyChar = fc.oneof(gsmChar, fc.constantFrom("न", "म", "😀", "ü", "中"));

  it("splitSegments makes exactly the parts measureText counts, each within the part capacity, nothing lost", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(gsmChar, anyChar), { maxLength: 700 }), (chars) => {
        const text = chars.join("");
        const { encoding, parts } = splitSegments(text);
        const m = measureText(text);
        expect(parts.length).toBe(m.segments);
        expect(encoding).toBe(m.encoding);
        expect(parts.join("")).toBe(text);
        if (parts.length > 1)
          for (const p of parts)
            expect(measureText(p).units).toBeLessThanOrEqual(encoding === "gsm7" ? 153 : 67);
      }),
      { numRuns: 300 },
    );
  });

  it("GSM-7 parts are unpacked septets: one octet per basic character, 0x1B and the code per extension", () => {
    expect([...encodeGsm7("@£$A{€")]).toEqual([0x00, 0x01, 0x02, 0x41, 0x1b, 0x28, 0x1b, 0x65]);
    const parts = wireParts({ message_id: "msg_1", text: "x".repeat(161), encoding: "gsm7", segments: 2 });
    expect(
      parts.map((p) => [p.dataCoding, p.esmClass, p.shortMessage.subarray(0, 6).toString("hex").slice(8)]),
    ).toEqual([
      [0, 0x40, "0201"],
      [0, 0x40, "0202"],
    ]);
    // A message whose stored count disagrees with the split is never sent in a different shape.
    expect(() => wireParts({ message_id: "msg_1", text: "x", encoding: "gsm7", segments: 2 })).toThrow(
      /accepted as 2/,
    );
  });

  it("addresses and DLT fields", () => {
    expect(sourceAddressing("TESTIN")).toEqual({ ton: 5, npi: 0 });
    expect(sourceAddressing("919876543210")).toEqual({ ton: 1, npi: 1 });
    expect(sourceAddressing("56767")).toEqual({ ton: 3, npi: 0 });
    const template = {
      dlt: { entity_id: "1101", header: "TESTIN", dlt_template_id: "1107" },
    } as Parameters<typeof dltFields>[1]["template"];
    const ctx = { template, defaultSource: "X", dltTags: { entityId: 0x1400, templateId: 0x1401 } };
    expect(dltFields({ to: "919000000001" }, ctx)).toEqual({ dlt_pe_id: "1101", dlt_template_id: "1107" });
    expect(dltFields({ to: "14155550123" }, ctx)).toEqual({});
  });
});

describe("status tables", () => {
  it("maps submit_sm_resp statuses: accepted, throttles retried, refusals rejected or failed", () => {
    expect(submitVerdict(0)).toEqual({ kind: "accepted" });
    expect(submitVerdict(0x58)).toEqual({ kind: "retry" });
    expect(submitVerdict(0x14)).toEqual({ kind: "retry" });
    expect(submitVerdict(0x0b)).toMatchObject({
      status: "rejected",
      error: { code: "carrier_rejected", permanent: true },
    });
    expect(submitVerdict(0x45)).toMatchObject({
      status: "failed",
      error: { code: "carrier_error", permanent: false },
    });
    expect(submitVerdict(0x0421)).toMatchObject({
      status: "failed",
      error: { message: expect.stringContaining("0x00000421") },
    });
  });

  it("maps receipt states by message_state first, then the stat text", () => {
    expect(receiptMeaning(2, "UNDELIV")).toEqual({ kind: "final", outcome: "delivered" });
    expect(receiptMeaning(undefined, "undeliv")).toEqual({ kind: "final", outcome: "undelivered" });
    expect(receiptMeaning(undefined, "ACCEPTD")).toEqual({ kind: "progress" });
    expect(receiptMeaning(undefined, "WHATEVER")).toEqual({ kind: "ignore" });
  });

  it("a message is delivered only when every part is; otherwise its most serious part outcome", () => {
    expect(messageOutcome(["delivered", "delivered"], "sent").status).toBe("delivered");
    expect(messageOutcome(["delivered", "expired"], "sent").status).toBe("expired");
    expect(messageOutcome(["undelivered", "expired"], "submitted").status).toBe("undelivered");
    expect(messageOutcome(["delivered", "rejected"], "submitted")).toMatchObject({ status: "rejected" });
    // Once sent, rejected is no longer a legal step: undelivered, with the carrier's reason.
    expect(messageOutcome(["rejected"], "sent")).toMatchObject({
      status: "undelivered",
      error: { code: "carrier_rejected" },
    });
  });
});

describe("receipts", () => {
  it("reads the receipted_message_id and message_state TLVs, or the text", () => {
    expect(parseReceipt({ esm_class: 0x04, receipted_message_id: "abc", message_state: 2 })).toEqual({
      carrierMessageId: "abc",
      state: 2,
    });
    const text =
      "id:0A1B2C sub:001 dlvrd:000 submit date:2611231200 done date:2611231201 stat:UNDELIV err:001 text:hi";
    expect(parseReceipt({ esm_class: 0x04, short_message: { message: text } })).toEqual({
      carrierMessageId: "0A1B2C",
      stat: "UNDELIV",
      err: "001",
    });
  });

  it("ignores a mobile-originated deliver_sm and a receipt naming no id", () => {
    expect(
      parseReceipt({ esm_class: 0x00, short_message: { message: "id:1 stat:DELIVRD" } }),
    ).toBeUndefined();
    expect(parseReceipt({ esm_class: 0x04, short_message: { message: "stat:DELIVRD" } })).toBeUndefined();
  });
});
