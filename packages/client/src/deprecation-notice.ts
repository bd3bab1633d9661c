/** What the server said about a deprecated API version (api-v2.md §3). */
export interface DeprecationNotice {
  /** The deprecated major version, e.g. `v1`, read from the request's path. */
  version: string;
  /** When the version was deprecated (`Deprecation: @<unix seconds>`, RFC 9745), when the header says. */
  deprecatedAt?: Date;
  /** When the version stops being served (`Sunset`, RFC 8594), when the header says. */
  sunset?: Date;
  /** The migration guide (`Link: <…>; rel="deprecation"`), as an absolute URL, when the header names one. */
  link?: string;
}

/** A `Deprecation` value: RFC 9745's `@<unix seconds>`, or an HTTP-date as earlier drafts wrote it. */
function deprecationDate(value: string): Date | undefined {
  const seconds = /^@(-?\d+)$/.exec(value.trim())?.[1];
  const time = seconds === undefined ? Date.parse(value) : Number(seconds) * 1000;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The target of the `Link` entry whose `rel` includes `deprecation`, resolved against the request's URL. */
function deprecationLink(value: string | null, requestUrl: string): string | undefined {
  if (!value) return undefined;
  for (const match of value.matchAll(/<([^>]*)>([^,]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] ?? "")?.[1] ?? "";
    if (!rel.toLowerCase().split(/\s+/).includes("deprecation")) continue;
    const target = match[1] ?? "";
    return URL.canParse(target, requestUrl) ? new URL(target, requestUrl).href : target;
  }
  return undefined;
}

/** The notice an answer carries, or undefined when it has no `Deprecation` header. */
export function readDeprecation(requestUrl: string, response: Response): DeprecationNotice | undefined {
  const header = response.headers.get("deprecation");
  if (header === null) return undefined;
  const version = /\/(v\d+)(?:\/|$)/.exec(new URL(requestUrl).pathname)?.[1] ?? "unknown";
  const notice: DeprecationNotice = { version };
  const deprecatedAt = deprecationDate(header);
  if (deprecatedAt) notice.deprecatedAt = deprecatedAt;
  const sunset = Date.parse(response.headers.get("sunset") ?? "");
  if (!Number.isNaN(sunset)) notice.sunset = new Date(sunset);
  const link = deprecationLink(response.headers.get("link"), requestUrl);
  if (link) notice.link = link;
  return notice;
}

/** The sentence the default handler prints. */
export function describeDeprecation(notice: DeprecationNotice): string {
  const since = notice.deprecatedAt ? ` since ${notice.deprecatedAt.toISOString().slice(0, 10)}` : "";
  const sunset = notice.sunset
    ? `; it stops being served on ${notice.sunset.toUTCString()}`
    : "; no sunset date given";
  const guide = notice.link ? `. Migration guide: ${notice.link}` : "";
  return `@sms-api/client: the SMS API ${notice.version} is deprecated${since}${sunset}${guide}`;
}

// Module state on purpose: the warning is once per process, across every client made in it.
const warnedVersions = new Set<string>();

/** The default `onDeprecation`: one `console.warn` per process and version. */
export function warnOncePerProcess(notice: DeprecationNotice): void {
  if (warnedVersions.has(notice.version)) return;
  warnedVersions.add(notice.version);
  console.warn(describeDeprecation(notice));
}

/** Calls `handler` with the first notice of each version one client sees. */
export function watchDeprecation(
  handler: (notice: DeprecationNotice) => void,
): (requestUrl: string, response: Response) => void {
  const seen = new Set<string>();
  return (requestUrl, response) => {
    const notice = readDeprecation(requestUrl, response);
    if (notice === undefined || seen.has(notice.version)) return;
    seen.add(notice.version);
    handler(notice);
  };
}
