import type { OpenApiDocument } from "./openapi-document.js";

/**
 * Puts the major version in front of every path (`/sms/send` → `/v1/sms/send`). The spec writes
 * paths without it so that one spec can emit `v1` and a later `v2` side by side.
 */
export function prefixVersion(doc: OpenApiDocument, version: string): OpenApiDocument {
  if (!/^v[1-9][0-9]*$/.test(version)) {
    throw new Error(`Version "${version}" is not a major-version segment such as "v1".`);
  }
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => {
      if (path === `/${version}` || path.startsWith(`/${version}/`)) {
        throw new Error(
          `Path ${path} already starts with /${version}; write spec routes without the version.`,
        );
      }
      return [`/${version}${path === "/" ? "" : path}`, item];
    }),
  );
  return { ...doc, paths };
}
