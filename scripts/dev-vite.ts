/**
 * The Vite dev server of `npm run dev`, run as a child process of scripts/dev.ts so that Vite's
 * start-up (config bundling, dependency scan) runs on its own core instead of starving the stack's
 * event loop (docs/local-stack.md#start-up).
 *
 * Spawned with an IPC channel; reads `VITE_SUPABASE_URL` / `VITE_SUPABASE_ANON_KEY` (copied by Vite
 * into import.meta.env) and `DEV_VITE_PORT` (TCP port on 127.0.0.1) from its environment.
 * Sends `{ ready: true }` once listening, or `{ error: '<message>' }` and exits 1.
 * Closes Vite and exits when the parent disconnects (it stopped or died) or on SIGTERM/SIGINT.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.DEV_VITE_PORT ?? 5173);
const send = (message: { ready: true } | { error: string }) => process.send?.(message);

let vite: ViteDevServer | undefined;
let closing = false;
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  await vite?.close().catch(() => undefined);
  process.exit(0);
}

process.on('disconnect', () => void close());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void close());

try {
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const stdinEndBefore = new Set(process.stdin.listeners('end'));
  vite = await createServer({
    root: rootDir,
    configFile: join(rootDir, 'vite.config.ts'),
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  // Vite exits the process on SIGTERM or stdin end; close() above stops it cleanly instead.
  for (const listener of process.listeners('SIGTERM'))
    if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end'))
    if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void);
  await vite.listen();
  send({ ready: true });
} catch (error) {
  const message = { error: error instanceof Error ? error.message : String(error) };
  // Exit only once the message is out: an exit right after send() can drop it.
  if (process.send) process.send(message, () => process.exit(1));
  else process.exit(1);
}
