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

type InvokeAnswer = { data: unknown; error: unknown };

/**
 * A fake `supabase.functions.invoke`: `passport-url` answers like the edge function
 * (`{data: {urls: [{object, signedUrl: 'https://signed/<object>', expiresIn: 120}]}}`); other
 * functions answer through `others(name, body)` (default: `{data: {data: null}}`).
 */
export function fakeInvoke(
  others?: (name: string, body: Record<string, unknown>) => InvokeAnswer | Promise<InvokeAnswer>,
) {
  return async (name: string, options: { body: Record<string, unknown> }): Promise<InvokeAnswer> => {
    if (name === 'passport-url') {
      const objects = (options.body.objects as string[] | undefined) ?? [];
      const urls = objects.map((o) => ({ object: o, signedUrl: `https://signed/${o}`, expiresIn: 120 }));
      return { data: { data: { urls } }, error: null };
    }
    return others ? others(name, options.body) : { data: { data: null }, error: null };
  };
}
