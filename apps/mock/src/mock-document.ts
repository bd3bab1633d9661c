/** A JSON object of an OpenAPI document, loosely typed: only the parts read here are named. */
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** Follows a local `#/components/...` reference, or returns the node itself. */
function resolve(document: Node, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return node;
  let target: unknown = document;
  for (const part of ref.slice(2).split("/")) target = isNode(target) ? target[part] : undefined;
  return isNode(target) ? target : node;
}

function hasExample(document: Node, header: Node): boolean {
  if (header.example !== undefined || header.examples !== undefined) return true;
  const schema = isNode(header.schema) ? resolve(document, header.schema) : undefined;
  return schema !== undefined && (schema.example !== undefined || schema.examples !== undefined);
}

/**
 * The document Prism serves: the contract less each optional response header that has no example. Prism
 * cannot leave an optional header out, and with no example it sends the literal `null` — for instance
 * `Idempotent-Replayed: null` on every 202, a value the contract forbids (the header is present only on a
 * replay). Leaving such a header out is the answer the contract describes for a first request.
 */
export function mockDocument<T extends object>(contract: T): T {
  const document = structuredClone(contract) as Node;
  const responses: Node[] = [];
  const components = isNode(document.components) ? document.components : {};
  if (isNode(components.responses)) responses.push(...Object.values(components.responses).filter(isNode));
  for (const item of Object.values(isNode(document.paths) ? document.paths : {}))
    for (const operation of Object.values(isNode(item) ? item : {}))
      if (isNode(operation) && isNode(operation.responses))
        responses.push(...Object.values(operation.responses).filter(isNode));
  for (const response of responses) {
    if (!isNode(response.headers)) continue;
    for (const [name, raw] of Object.entries(response.headers)) {
      const header = isNode(raw) ? resolve(document, raw) : undefined;
      if (header && header.required !== true && !hasExample(document, header)) delete response.headers[name];
    }
  }
  return document as T;
}
