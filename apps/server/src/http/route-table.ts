import { ApiError } from "../domain/errors.js";

/** One documented path of the contract, with its operations by method. */
interface RouteEntry {
  pattern: RegExp;
  operations: Map<string, string>;
}

/** Operation lookup built from the OpenAPI document's `paths`, so routing never drifts from the contract. */
export class RouteTable {
  private readonly routes: RouteEntry[] = [];

  constructor(document: { paths?: Record<string, Record<string, unknown>> }) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const source = path
        .split("/")
        .map((seg) => (/^\{[^}]+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("/");
      const operations = new Map<string, string>();
      for (const [method, op] of Object.entries(item)) {
        const id = (op as { operationId?: unknown })?.operationId;
        if (typeof id === "string") operations.set(method.toUpperCase(), id);
      }
      this.routes.push({ pattern: new RegExp(`^${source}$`), operations });
    }
  }

  /** Every operation id of the document. */
  operationIds(): string[] {
    return this.routes.flatMap((r) => [...r.operations.values()]);
  }

  /** The operation for a request; 404 `route_not_found` or 405 `method_not_allowed` (with `Allow`) otherwise. */
  match(method: string, path: string): string {
    const route = this.routes.find((r) => r.pattern.test(path));
    if (!route)
      throw new ApiError(404, "route_not_found", `There is no operation at ${path}; see /docs for the API.`);
    const id = route.operations.get(method.toUpperCase());
    if (!id) {
      const allow = [...route.operations.keys()].join(", ");
      throw new ApiError(405, "method_not_allowed", `${method} is not supported here; use ${allow}.`, {
        headers: { Allow: allow },
      });
    }
    return id;
  }
}
