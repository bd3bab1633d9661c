import type { Request, RequestHandler, Response } from "express";
import type { RouteTable } from "./route-table.js";

/** Serves one operation, its path parameters typed `P`; what it throws or rejects with goes to the error handler. */
// biome-ignore lint/suspicious/noExplicitAny: any operation's parameters, for the table that holds them all.
export type OperationHandler<P = any> = (req: Request<P>, res: Response) => unknown;

/** The path parameters the contract declares for an operation of the generated `operations` (none: `{}`). */
type PathParamsOf<Op> = Op extends { parameters: { path: infer P } } ? P : Record<string, never>;

/**
 * Handlers for some of a version's operations, keyed by `operationId` and typed by that version's generated
 * `operations`: a misspelt id, or a path parameter the operation does not have, does not compile.
 */
export type OperationHandlers<Operations> = {
  readonly [Id in keyof Operations]?: OperationHandler<PathParamsOf<Operations[Id]>>;
};

/** One route file's handlers as the dispatch takes them, whatever version's `operations` typed them. */
export type HandlerGroup = Readonly<Record<string, OperationHandler | undefined>>;

/**
 * The last step of a version's pipeline: runs the handler of the operation the route table matched
 * (`res.locals.operationId`), with the path's parameters in `req.params`. Routing by the contract's own
 * table, not by a second set of Express paths, means a handler cannot drift from its path, and it spares
 * each request a walk through nested routers, their largest allocation (tools/bench/performance.md).
 * Refuses to build unless every operation of the table has exactly one handler, and every handler an
 * operation.
 */
export function dispatchOperations(routes: RouteTable, groups: readonly HandlerGroup[]): RequestHandler {
  const handlers = new Map<string, OperationHandler>();
  for (const group of groups)
    for (const [id, handler] of Object.entries(group)) {
      if (!handler) continue;
      if (handlers.has(id)) throw new Error(`two handlers for the operation ${id}`);
      handlers.set(id, handler);
    }
  const operations = routes.operationIds();
  const unserved = operations.filter((id) => !handlers.has(id));
  if (unserved.length > 0) throw new Error(`operations without a handler: ${unserved.join(", ")}`);
  const unknown = [...handlers.keys()].filter((id) => !operations.includes(id));
  if (unknown.length > 0) throw new Error(`handlers of no documented operation: ${unknown.join(", ")}`);

  return (req, res) => {
    const id = res.locals.operationId as string;
    req.params = routes.pathParams(id, req.path);
    return (handlers.get(id) as OperationHandler)(req, res);
  };
}
