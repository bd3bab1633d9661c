/** HTTP methods an OpenAPI path item can hold, so a pointer's method segment can be told from other keys. */
const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** Splits a JSON pointer (`#/paths/~1v1~1sms/get`) into its unescaped segments. */
export function pointerSegments(pointer: string): string[] {
  const path = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (path === "" || path === "/") return [];
  return path
    .slice(1)
    .split("/")
    .map((segment) => decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~"));
}

/**
 * Where a client meets the place a JSON pointer names: `POST /v1/sms/send`, `path /v1/account`,
 * `webhook sms.sent`, `component schemas/Message`, or `document` for top-level fields (servers, security).
 */
export function describeLocation(pointer: string): string {
  const [section, name, method] = pointerSegments(pointer);
  if (section === "paths" && name !== undefined) {
    return method !== undefined && METHODS.has(method) ? `${method.toUpperCase()} ${name}` : `path ${name}`;
  }
  if (section === "webhooks" && name !== undefined) return `webhook ${name}`;
  if (section === "components" && name !== undefined && method !== undefined)
    return `component ${name}/${method}`;
  return "document";
}
