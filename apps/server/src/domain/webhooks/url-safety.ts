import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { type AddressClass, classifyAddress } from "./address-policy.js";

/** Resolves a host name to every address it has (the OS resolver by default; tests pass their own). */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** What the URL check needs to know. */
export interface UrlPolicy {
  /** `ALLOW_INSECURE_WEBHOOKS=true`: loopback addresses (and plain http to them) are allowed. */
  allowInsecure: boolean;
  /** Host resolver; defaults to {@link resolveHost}. */
  resolve?: HostResolver;
}

/** The answer of {@link checkWebhookUrl}: the verified addresses to connect to, or why the URL is refused. */
export type UrlVerdict = { ok: true; url: URL; addresses: string[] } | { ok: false; reason: string };

const CLASS_WORDS: Record<AddressClass, string> = {
  loopback: "a loopback",
  private: "a private",
  link_local: "a link-local",
  unique_local: "a unique-local",
  cgnat: "a carrier-grade NAT",
  multicast: "a multicast",
  unspecified: "an unspecified",
  reserved: "a reserved",
  invalid: "an invalid",
};

/**
 * Said with every refusal of a local receiver: a partner developing against this reference server can only
 * learn of the setting from the answer they get.
 */
export const LOCAL_DEVELOPMENT_HINT =
  "For local development, start the reference server with ALLOW_INSECURE_WEBHOOKS=true to allow loopback receivers over http.";

/** Every address of a host name, IPv4 and IPv6, through the OS resolver (as a connection would see them). */
export const resolveHost: HostResolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
};

/** The answer of {@link normaliseWebhookUrl}: the URL's `href`, or why it is refused. */
export type UrlNormalisation = { ok: true; href: string } | { ok: false; reason: string };

// Characters a WHATWG parser drops, rewrites or reads as a separator: what was sent would not be what is called.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/**
 * The URL a webhook endpoint stores and calls: the WHATWG `href` of what was sent, refused when the parser
 * would read it differently from how it is written (backslashes, control characters or spaces, a missing
 * `//`, user info, port 0), so the URL stored, shown and called is one and the same.
 */
export function normaliseWebhookUrl(raw: string): UrlNormalisation {
  if (UNSAFE_CHARACTERS.test(raw))
    return { ok: false, reason: "The URL must not contain spaces, control characters or backslashes." };
  if (!/^https?:\/\/[^/]/i.test(raw))
    return { ok: false, reason: "The URL must be absolute and start with https://." };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "The URL is not a valid absolute URL." };
  }
  if (url.username !== "" || url.password !== "" || raw.slice(0, raw.indexOf(url.host)).includes("@"))
    return { ok: false, reason: "The URL must not contain credentials." };
  if (url.port === "0") return { ok: false, reason: "The URL's port must be between 1 and 65535." };
  if (url.hash !== "" || raw.includes("#"))
    return { ok: false, reason: "The URL must not contain a fragment: it is never sent to the receiver." };
  return { ok: true, href: url.href };
}

/**
 * Checks a webhook URL: https only (plain http only to loopback when insecure webhooks are allowed),
 * no credentials, and every address the host resolves to public (loopback too when allowed).
 * Run at create/update and again before every delivery, since DNS answers can change (rebinding).
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "The URL is not a valid absolute URL." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, reason: "The URL must use https." };
  }
  if (url.username !== "" || url.password !== "") {
    return { ok: false, reason: "The URL must not contain credentials." };
  }
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await (policy.resolve ?? resolveHost)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, reason: "The URL's host name does not resolve." };
  }
  let allLoopback = true;
  for (const address of addresses) {
    const cls = classifyAddress(address);
    if (cls !== "loopback") allLoopback = false;
    if (cls === null || (cls === "loopback" && policy.allowInsecure)) continue;
    const hint = cls === "loopback" ? ` ${LOCAL_DEVELOPMENT_HINT}` : "";
    return {
      ok: false,
      reason: `The URL's host resolves to ${CLASS_WORDS[cls]} address; use a public address.${hint}`,
    };
  }
  if (url.protocol === "http:" && !(policy.allowInsecure && allLoopback)) {
    return { ok: false, reason: `The URL must use https.${allLoopback ? ` ${LOCAL_DEVELOPMENT_HINT}` : ""}` };
  }
  return { ok: true, url, addresses };
}
