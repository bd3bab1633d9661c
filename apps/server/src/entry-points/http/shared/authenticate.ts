import { timingSafeEqual } from "node:crypto";
import { BlockList, isIPv4 } from "node:net";
import type { RequestHandler } from "express";
import { hashApiKey } from "../../../domain/accounts/api-key-hash.js";
import type { CredentialCache } from "../../../domain/accounts/credential-cache.js";
import type { ApiKeyRecord } from "../../../domain/model.js";
import { ApiError } from "./api-error.js";
import { OPERATION_SCOPES } from "./scopes.js";

const BEARER = /^([A-Za-z]+)[ \t]+(\S+)[ \t]*$/;

/** The caller's address without the IPv4-mapped IPv6 prefix. */
export function clientAddress(raw: string | undefined): string {
  if (!raw) return "";
  return raw.startsWith("::ffff:") && isIPv4(raw.slice(7)) ? raw.slice(7) : raw;
}

/** True when the address is inside one of the CIDRs (an empty list allows any address). */
export function ipAllowed(allowlist: readonly string[], address: string): boolean {
  if (allowlist.length === 0) return true;
  const list = new BlockList();
  for (const entry of allowlist) {
    const [net, prefix] = entry.split("/");
    const type = isIPv4(net ?? "") ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(net ?? "", type);
    else list.addSubnet(net ?? "", Number(prefix), type);
  }
  const type = isIPv4(address) ? "ipv4" : "ipv6";
  try {
    return list.check(address, type);
  } catch {
    return false;
  }
}

/**
 * Step 1 of api-v1.md §3: a well-formed bearer key, that exists, is active, has the operation's scope,
 * and is used from an allowed address. The key itself is never logged or stored.
 */
export function authenticate(credentials: CredentialCache): RequestHandler {
  return async (req, res, next) => {
    const header = req.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[2] || match[1]?.toLowerCase() !== "bearer") {
      throw new ApiError(401, "unauthenticated", "Send your API key as `Authorization: Bearer <key>`.");
    }
    const presented = hashApiKey(match[2]);
    const found = await credentials.find(presented);
    const key = found?.key;
    // The lookup is by hash; the final comparison is constant-time all the same.
    if (!key || !sameHash(key, presented)) {
      throw new ApiError(
        401,
        "invalid_api_key",
        "The API key is not valid. Check that you copied it completely.",
      );
    }
    if (key.status !== "active")
      throw new ApiError(401, "api_key_inactive", "This API key has been revoked.");
    const operationId = res.locals.operationId as string;
    const scope = OPERATION_SCOPES[operationId];
    if (scope && !key.scopes.includes(scope)) {
      throw new ApiError(403, "permission_denied", `This API key lacks the scope ${scope} needed here.`);
    }
    if (!ipAllowed(key.ip_allowlist, clientAddress(req.socket.remoteAddress))) {
      throw new ApiError(403, "ip_not_allowed", "This API key may not be used from this IP address.");
    }
    const account = found.account;
    res.locals.caller = { account, key, mode: key.mode };
    Object.assign(res.locals.logContext, { account_id: account.account_id, mode: key.mode });
    next();
  };
}

function sameHash(key: ApiKeyRecord, presented: string): boolean {
  const a = Buffer.from(key.key_hash, "hex");
  const b = Buffer.from(presented, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
