import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { ConfigError, integer, text } from "./env-values.js";

/** The SMPP carrier's settings (`SMPP_*`), used when `CARRIER=smpp`. */
export interface SmppConfig {
  /** `smpp://host:port`, or `ssmpp://host:port` for TLS (`SMPP_URL`); never holds credentials. */
  url: string;
  /** system_id of the bind (`SMPP_SYSTEM_ID`). */
  systemId: string;
  /** password of the bind (`SMPP_PASSWORD`); never logged or echoed. */
  password: string;
  /** system_type of the bind (`SMPP_SYSTEM_TYPE`, default empty). */
  systemType: string;
  /** `transceiver` (default) or `transmitter` (`SMPP_BIND_TYPE`). */
  bindType: "transceiver" | "transmitter";
  /** Most submit_sm awaiting an answer (`SMPP_WINDOW`, default 10). */
  window: number;
  /** Most submit_sm per second (`SMPP_SUBMITS_PER_SECOND`, default 50). */
  submitsPerSecond: number;
  /** enquire_link period (`SMPP_ENQUIRE_LINK_MS`, default 30 000). */
  enquireLinkMs: number;
  /** First reconnect delay, doubled up to `SMPP_RECONNECT_MAX_MS` (`SMPP_RECONNECT_MIN_MS`, default 1000). */
  reconnectMinMs: number;
  /** Longest reconnect delay (`SMPP_RECONNECT_MAX_MS`, default 30 000). */
  reconnectMaxMs: number;
  /** Pause after a throttle answer, doubled while it lasts (`SMPP_THROTTLE_BACKOFF_MS`, default 1000). */
  throttleBackoffMs: number;
  /** Sender when a template has no DLT header (`SMPP_SOURCE_ADDR`, default `SMSAPI`). */
  sourceAddr: string;
  /** TLV tag of the DLT principal entity id (`SMPP_DLT_ENTITY_ID_TAG`, default 0x1400). */
  dltEntityIdTag: number;
  /** TLV tag of the DLT content template id (`SMPP_DLT_TEMPLATE_ID_TAG`, default 0x1401). */
  dltTemplateIdTag: number;
  /** PEM certificates trusted for an `ssmpp://` SMSC besides Node's bundled CAs (`SMPP_TLS_CA_FILE`); empty: none. */
  tlsCa: string[];
}

/** Which carrier live-mode messages go to (`CARRIER`); test-mode messages always stay on the simulator. */
export type CarrierConfig = { kind: "simulator" } | { kind: "smpp"; smpp: SmppConfig };

function tlvTag(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = /^0x[0-9a-f]{1,4}$/i.test(raw)
    ? Number.parseInt(raw, 16)
    : /^\d+$/.test(raw)
      ? Number(raw)
      : Number.NaN;
  // SMPP 3.4 reserves 0x1400–0x3FFF for vendor-specific optional parameters.
  if (!(value >= 0x1400 && value <= 0x3fff))
    throw new ConfigError(name, `must be a vendor-specific TLV tag from 0x1400 to 0x3FFF, got "${raw}"`);
  return value;
}

function smppUrl(raw: string | undefined): string {
  if (raw === undefined || raw === "")
    throw new ConfigError("SMPP_URL", "is required when CARRIER=smpp (smpp://host:port)");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("SMPP_URL", "must look like smpp://host:port or ssmpp://host:port");
  }
  // Credentials belong in SMPP_SYSTEM_ID and SMPP_PASSWORD: a URL is echoed in logs and errors, so never here.
  if (url.username || url.password)
    throw new ConfigError("SMPP_URL", "must not hold credentials: use SMPP_SYSTEM_ID and SMPP_PASSWORD");
  if (
    (url.protocol !== "smpp:" && url.protocol !== "ssmpp:") ||
    !url.hostname ||
    !url.port ||
    (url.pathname !== "" && url.pathname !== "/") ||
    url.search
  )
    throw new ConfigError("SMPP_URL", `must look like smpp://host:port or ssmpp://host:port, got "${raw}"`);
  return `${url.protocol}//${url.host}`;
}

/**
 * The certificates of `SMPP_TLS_CA_FILE`, read and parsed at start. There is deliberately no switch that turns
 * certificate checks off: an SMSC with a private or self-signed certificate is trusted by naming it here.
 */
function tlsCa(file: string | undefined, url: string): string[] {
  if (file === undefined || file === "") return [];
  if (!url.startsWith("ssmpp:"))
    throw new ConfigError("SMPP_TLS_CA_FILE", "is only used with an ssmpp:// SMPP_URL (TLS)");
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch (err) {
    throw new ConfigError(
      "SMPP_TLS_CA_FILE",
      `cannot be read (${(err as NodeJS.ErrnoException).code ?? err})`,
    );
  }
  const certificates = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (certificates.length === 0)
    throw new ConfigError(
      "SMPP_TLS_CA_FILE",
      `holds no PEM certificate ("-----BEGIN CERTIFICATE-----"): ${file}`,
    );
  for (const certificate of certificates) {
    try {
      new X509Certificate(certificate);
    } catch {
      throw new ConfigError("SMPP_TLS_CA_FILE", `holds a certificate that does not parse: ${file}`);
    }
  }
  return certificates;
}

/** The carrier of live-mode messages (`CARRIER`, `SMPP_*`); throws ConfigError naming a bad variable. */
export function carrierConfig(env: NodeJS.ProcessEnv): CarrierConfig {
  const kind = env.CARRIER || "simulator";
  if (kind === "simulator") return { kind };
  if (kind !== "smpp") throw new ConfigError("CARRIER", `must be "simulator" or "smpp", got "${kind}"`);
  const systemId = env.SMPP_SYSTEM_ID ?? "";
  if (systemId === "") throw new ConfigError("SMPP_SYSTEM_ID", "is required when CARRIER=smpp");
  text(env, "SMPP_SYSTEM_ID", "", 15, /^[\x21-\x7e]+$/, "printable ASCII");
  const password = env.SMPP_PASSWORD ?? "";
  if (password === "") throw new ConfigError("SMPP_PASSWORD", "is required when CARRIER=smpp");
  // SMPP 3.4 carries at most 8 password characters; the value itself is never echoed.
  if (password.length > 8 || !/^[\x20-\x7e]+$/.test(password))
    throw new ConfigError("SMPP_PASSWORD", "must be printable ASCII of at most 8 characters (SMPP 3.4)");
  const bindType = env.SMPP_BIND_TYPE || "transceiver";
  if (bindType !== "transceiver" && bindType !== "transmitter")
    throw new ConfigError("SMPP_BIND_TYPE", `must be "transceiver" or "transmitter", got "${bindType}"`);
  const reconnectMinMs = integer(env, "SMPP_RECONNECT_MIN_MS", 1000, 10, 600_000);
  const reconnectMaxMs = integer(env, "SMPP_RECONNECT_MAX_MS", 30_000, 10, 3_600_000);
  if (reconnectMaxMs < reconnectMinMs)
    throw new ConfigError(
      "SMPP_RECONNECT_MAX_MS",
      `must be at least SMPP_RECONNECT_MIN_MS (${reconnectMinMs})`,
    );
  const entity = tlvTag(env, "SMPP_DLT_ENTITY_ID_TAG", 0x1400);
  const template = tlvTag(env, "SMPP_DLT_TEMPLATE_ID_TAG", 0x1401);
  if (entity === template)
    throw new ConfigError("SMPP_DLT_TEMPLATE_ID_TAG", "must differ from SMPP_DLT_ENTITY_ID_TAG");
  const url = smppUrl(env.SMPP_URL);
  return {
    kind,
    smpp: {
      url,
      systemId,
      password,
      systemType: text(env, "SMPP_SYSTEM_TYPE", "", 12, /^[\x21-\x7e]+$/, "printable ASCII"),
      bindType,
      window: integer(env, "SMPP_WINDOW", 10, 1, 1000),
      submitsPerSecond: integer(env, "SMPP_SUBMITS_PER_SECOND", 50, 1, 10_000),
      enquireLinkMs: integer(env, "SMPP_ENQUIRE_LINK_MS", 30_000, 100, 3_600_000),
      reconnectMinMs,
      reconnectMaxMs,
      throttleBackoffMs: integer(env, "SMPP_THROTTLE_BACKOFF_MS", 1000, 10, 600_000),
      sourceAddr: text(
        env,
        "SMPP_SOURCE_ADDR",
        "SMSAPI",
        20,
        /^([A-Za-z0-9 ]{1,11}|\d{1,20})$/,
        "a number or an alphanumeric sender (11)",
      ),
      dltEntityIdTag: entity,
      dltTemplateIdTag: template,
      tlsCa: tlsCa(env.SMPP_TLS_CA_FILE, url),
    },
  };
}
