// Deno-side bootstrap of one function worker (run by stack/functions/worker.ts, never by Node).
// Supabase's edge runtime ignores the port a function asks for and routes requests to the handler the
// module passes to `Deno.serve` (docs/local-stack.md#functions). We do the same: wrap `Deno.serve` so the
// function's handler is served on the Unix socket the stack chose (env STACK_WORKER_SOCKET), then import
// the function module (env STACK_FUNCTION_ENTRY, a file: URL). Readiness is announced on stdout.
const socketPath = Deno.env.get('STACK_WORKER_SOCKET');
const entry = Deno.env.get('STACK_FUNCTION_ENTRY');
const realServe = Deno.serve.bind(Deno);

Deno.serve = (first, second) => {
  const options = typeof first === 'function' ? {} : { ...first };
  const handler = typeof first === 'function' ? first : typeof second === 'function' ? second : first.handler;
  return realServe(
    {
      transport: 'unix',
      path: socketPath,
      signal: options.signal,
      onError: options.onError,
      onListen: () => console.log('STACK_WORKER_READY'),
    },
    handler,
  );
};

for (const name of ['STACK_WORKER_SOCKET', 'STACK_FUNCTION_ENTRY']) Deno.env.delete(name);

// The stack holds our stdin open; when it ends (the stack exited, even by SIGKILL) the worker must not linger.
(async () => {
  for await (const _chunk of Deno.stdin.readable);
  Deno.exit(0);
})();
await import(entry);
