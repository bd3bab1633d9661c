import type { OpenApiDocument } from "./openapi-document.js";

/** The extension documentation tools and the OWASP API9 rules read as a server's intended audience. */
export const SERVER_AUDIENCE_EXTENSION = "x-internal";

/**
 * Marks every server entry with its audience (`x-internal`), which TypeSpec's `@server` cannot express.
 * A server that already says it is kept as it is.
 */
export function declareServerAudience(doc: OpenApiDocument, internal: boolean): OpenApiDocument {
  if (!Array.isArray(doc.servers)) return doc;
  const servers = doc.servers.map((server: Record<string, unknown>) =>
    SERVER_AUDIENCE_EXTENSION in server ? server : { ...server, [SERVER_AUDIENCE_EXTENSION]: internal },
  );
  return { ...doc, servers };
}
