import type { RequestHandler } from "express";
import type { VersionLifecycle } from "../app.js";

/**
 * The headers a deprecated version's every response carries (api-v2.md §3): `Deprecation` (RFC 9745, a
 * structured date `@<unix seconds>`), `Sunset` (RFC 8594, an HTTP-date) and `Link` to the migration guide with
 * `rel="deprecation"`. Other stages add nothing. Computed once: they do not change while the server runs.
 */
export function lifecycleHeaders(lifecycle: VersionLifecycle | undefined): RequestHandler {
  if (lifecycle?.stage !== "deprecated") return (_req, _res, next) => next();
  const { deprecatedAt, sunset, migrationGuide } = lifecycle;
  const deprecation = deprecatedAt === undefined ? Number.NaN : Date.parse(deprecatedAt);
  const sunsetAt = sunset === undefined ? Number.NaN : Date.parse(sunset);
  if (Number.isNaN(deprecation) || Number.isNaN(sunsetAt))
    throw new Error("a deprecated version needs its deprecation and sunset dates (RFC 3339)");
  const headers: [string, string][] = [
    ["Deprecation", `@${Math.floor(deprecation / 1000)}`],
    ["Sunset", new Date(sunsetAt).toUTCString()],
  ];
  if (migrationGuide) headers.push(["Link", `<${migrationGuide}>; rel="deprecation"; type="text/html"`]);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
