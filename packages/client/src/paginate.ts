import type { CallOptions } from "./client-core.js";

/** One page of a list operation. */
export interface Page<T> {
  data: T[];
  next_cursor?: string | null;
}

/**
 * Iterates every item of a list operation, following `next_cursor` until it is null, e.g.
 * `for await (const m of paginate(client.sms.list, { status: "delivered" })) …`.
 */
export async function* paginate<Q extends { cursor?: string }, T>(
  list: (query?: Q, call?: CallOptions) => Promise<Page<T>>,
  query: NoInfer<Q> = {} as Q,
  call: CallOptions = {},
): AsyncGenerator<T, void, undefined> {
  let cursor = query.cursor;
  do {
    const page = await list(cursor === undefined ? query : { ...query, cursor }, call);
    yield* page.data;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
}
