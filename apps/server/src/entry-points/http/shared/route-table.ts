import { ApiError } from "./api-error.js";
import { fromRequestValidation, MALFORMED_PATH_MESSAGE } from "./validation-errors.js";

/** One documented path of the contract, with its operations by method. */
interface RouteEntry {
  template: PathTemplate;
  operations: Map<string, string>;
  literals: number;
}

/** A path template's expression (one capturing group per `{param}`) and its parameter names, in order. */
export interface PathTemplate {
  /** Matches a whole path of the template. */
  pattern: RegExp;
  /** The `{param}` names, in the order of their groups. */
  names: string[];
}

/** Compiles a path template of the document's `paths` (`/v1/sms/{message_id}`). */
export function compilePathTemplate(template: string): PathTemplate {
  const names: string[] = [];
  const source = template
    .split("/")
    .map((seg) => {
      const param = /^\{([^}]+)\}$/.exec(seg);
      if (param) {
        names.push(param[1] as string);
        return "([^/]+)";
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * The path parameters of a path the template matches, by name and percent-decoded as Express decodes them;
 * 400 `validation_error` (`malformed uri`, as express-openapi-validator says it) when one is malformed.
 */
export function pathParamsOf(template: PathTemplate, path: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (template.names.length === 0) return params;
  const values = template.pattern.exec(path);
  for (const [i, name] of template.names.entries()) {
    try {
      params[name] = decodeURIComponent(values?.[i + 1] ?? "");
    } catch {
      throw fromRequestValidation([{ path, message: MALFORMED_PATH_MESSAGE }]);
    }
  }
  return params;
}

/** Operation lookup built from the OpenAPI document's `paths`, so routing never drifts from the contract. */
export class RouteTable {
  private readonly routes: RouteEntry[] = [];
  private readonly byOperation = new Map<string, RouteEntry>();

  /** Builds the table from `paths`; literal segments take precedence over `{param}` segments. */
  constructor(document: { paths?: Record<string, Record<string, unknown>> }) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const segments = path.split("/");
      const template = compilePathTemplate(path);
      const operations = new Map<string, string>();
      for (const [method, op] of Object.entries(item)) {
        const id = (op as { operationId?: unknown })?.operationId;
        if (typeof id === "string") operations.set(method.toUpperCase(), id);
      }
      this.routes.push({ template, operations, literals: segments.length - template.names.length });
    }
    // Independent of the document's order: `/v1/sms/send` must win over `/v1/sms/{message_id}`. Fewer
    // parameters first, then more literal segments; the sort is stable for the rest.
    this.routes.sort((a, b) => a.template.names.length - b.template.names.length || b.literals - a.literals);
    // Operation ids are unique within a document (OpenAPI 3.1 §4.8.10.1).
    for (const route of this.routes)
      for (const id of route.operations.values()) this.byOperation.set(id, route);
  }

  /** Every operation id of the document. */
  operationIds(): string[] {
    return this.routes.flatMap((r) => [...r.operations.values()]);
  }

  /** The operation for a request (HEAD runs the GET operation); 404 `route_not_found` or 405 `method_not_allowed` (with `Allow`) otherwise. */
  match(method: string, path: string): string {
    const route = this.routes.find((r) => r.template.pattern.test(path));
    if (!route)
      throw new ApiError(404, "route_not_found", `There is no operation at ${path}; see /docs for the API.`);
    const upper = method.toUpperCase();
    // HEAD is GET without the body (RFC 9110 §9.3.2); Express answers it with the GET route.
    const id = route.operations.get(upper) ?? (upper === "HEAD" ? route.operations.get("GET") : undefined);
    if (!id) {
      const methods = [...route.operations.keys()];
      const allow = (methods.includes("GET") ? [...methods, "HEAD"] : methods).join(", ");
      throw new ApiError(405, "method_not_allowed", `${method} is not supported here; use ${allow}.`, {
        headers: { Allow: allow },
      });
    }
    return id;
  }

  /** The path parameters of a path that {@link match} gave this operation (see {@link pathParamsOf}). */
  pathParams(operationId: string, path: string): Record<string, string> {
    const route = this.byOperation.get(operationId);
    return route ? pathParamsOf(route.template, path) : {};
  }
}
