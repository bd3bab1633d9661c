import { HTTP_METHODS, type OpenApiDocument, type PathItem } from "./openapi-document.js";

/**
 * The extension that carries a Server-Sent Events stream's message schemas. On an operation (from the
 * spec's `@extension`) it names an `@events` union; on the `text/event-stream` media type of the published
 * document it maps each event name (the SSE `event:` field) to the schema of its `data:`.
 */
export const SSE_EVENTS_EXTENSION = "x-sse-events";

/** The media type of a Server-Sent Events stream. */
const EVENT_STREAM = "text/event-stream";

/** `{ union name: { event name: component schema name } }`, read from the spec's `@events` unions. */
export type SseEventUnions = Record<string, Record<string, string>>;

/**
 * OpenAPI 3.1 cannot describe the items of a stream (3.2's `itemSchema` can), so for every operation marked
 * `x-sse-events: <union>` this moves the marker onto each of its `text/event-stream` responses' media type,
 * as `x-sse-events: { <event>: { $ref: "#/components/schemas/<schema>" } }`, and drops the union's own
 * component schema (an `anyOf` of its messages, which no payload has: the extension replaces it). A marker
 * naming an unknown
 * union, a schema missing from the components, or an operation without a stream response is a modelling
 * mistake, so it throws rather than publishing a stream nobody can validate.
 */
export function carrySseEvents(doc: OpenApiDocument, unions: SseEventUnions): OpenApiDocument {
  const components = (doc.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const carriedUnions = new Set<string>();
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const next: PathItem = { ...item };
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (operation === undefined || !(SSE_EVENTS_EXTENSION in operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const { [SSE_EVENTS_EXTENSION]: name, ...rest } = operation;
      const events = typeof name === "string" ? unions[name] : undefined;
      if (events === undefined) throw new Error(`${where}: ${SSE_EVENTS_EXTENSION} names no @events union.`);
      carriedUnions.add(name as string);
      const carried: Record<string, { $ref: string }> = {};
      for (const [event, schema] of Object.entries(events)) {
        if (!(schema in schemas))
          throw new Error(`${where}: event ${event}'s schema ${schema} is not a component.`);
        carried[event] = { $ref: `#/components/schemas/${schema}` };
      }
      let streams = 0;
      const responses: Record<string, unknown> = {};
      for (const [status, response] of Object.entries((rest.responses ?? {}) as Record<string, unknown>)) {
        const content = (response as { content?: Record<string, unknown> }).content;
        if (content?.[EVENT_STREAM] === undefined) {
          responses[status] = response;
          continue;
        }
        streams += 1;
        const media = { ...(content[EVENT_STREAM] as object), [SSE_EVENTS_EXTENSION]: carried };
        responses[status] = { ...(response as object), content: { ...content, [EVENT_STREAM]: media } };
      }
      if (streams === 0)
        throw new Error(
          `${where}: ${SSE_EVENTS_EXTENSION} on an operation without a ${EVENT_STREAM} response.`,
        );
      next[method] = { ...rest, responses };
    }
    paths[path] = next;
  }
  if (doc.paths === undefined) return doc;
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => !carriedUnions.has(name)));
  return { ...doc, paths, components: { ...components, schemas: kept } };
}
