import type { NextFunction, RequestHandler } from "express";

/**
 * Runs middleware one after another inside one Express layer, as `app.use(a, b, c)` would across three.
 * Express's dispatch between layers was a measurable share of the cheap pre-route steps
 * (tools/bench/performance.md). A step that throws or calls `next(err)` leaves for the error handler, a
 * rejected promise too; a step that answers without calling `next` ends the series. `next("route")` goes on
 * to the next step, as it goes on to the next layer outside a route; `next("router")` leaves the router.
 * Express's per-layer tracing sees the series as one layer.
 */
export function series(...steps: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let i = 0;
    const advance: NextFunction = (err?: unknown) => {
      if (err === "route") return advance();
      if (err) return next(err);
      const step = steps[i++];
      if (step === undefined) return next();
      // A step may call `advance` later (after reading a file, say), outside Express's own try/catch.
      let result: unknown;
      try {
        result = step(req, res, advance);
      } catch (thrown) {
        return next(thrown);
      }
      // As Express does: a promise rejected with nothing is still an error, never a way past the next steps.
      if (result instanceof Promise) result.catch((e: unknown) => next(e || new Error("Rejected promise")));
    };
    advance();
  };
}
