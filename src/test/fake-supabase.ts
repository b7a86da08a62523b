/**
 * A fake of the supabase-js query builder for component tests: every chained call is recorded and
 * awaiting the chain yields `result()`. Lets tests assert the query the UI sends (filters, range,
 * hotel_id) without a database; the real database is covered by contract and e2e tests.
 */
export type Call = [method: string, ...args: unknown[]];

export function fakeQuery(result: (calls: Call[]) => unknown) {
  const calls: Call[] = [];
  const chain: unknown = new Proxy(() => undefined, {
    get(_, prop) {
      if (prop === 'then') {
        return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
          Promise.resolve()
            .then(() => result(calls))
            .then(resolve, reject);
      }
      return (...args: unknown[]) => {
        calls.push([String(prop), ...args]);
        return chain;
      };
    },
  });
  return { chain, calls };
}
