/**
 * The dev server must not watch the local stack's data: Deno's package cache under `.local/deno` and
 * PostgreSQL's files change at runtime, and a change seen by Vite reloads the open page
 * (docs/local-stack.md#functions).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const probeDir = join(rootDir, '.local', 'deno', 'npm', 'vite-watch-probe');
const controlFile = join(rootDir, `vite-watch-probe-${process.pid}.txt`);
let vite: ViteDevServer;

beforeAll(async () => {
  vite = await createServer({ root: rootDir, configFile: join(rootDir, 'vite.config.ts'), logLevel: 'silent' });
  // chokidar's initial scan; its 'ready' may already have fired.
  await new Promise((r) => setTimeout(r, 2000));
}, 30_000);
afterAll(async () => {
  await vite.close();
  rmSync(probeDir, { recursive: true, force: true });
  rmSync(controlFile, { force: true });
});

it('ignores files written under .local (Deno cache, database) but sees other project files', async () => {
  const seen: string[] = [];
  vite.watcher.on('all', (_event, path) => seen.push(path));
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(join(probeDir, 'tsconfig.json'), '{}');
  writeFileSync(join(probeDir, 'index.js'), 'export {};');
  writeFileSync(controlFile, 'probe');
  await expect.poll(() => seen, { timeout: 5_000 }).toContain(controlFile);
  await new Promise((r) => setTimeout(r, 300));
  expect(seen.filter((p) => p.includes(join('.local', 'deno')))).toEqual([]);
}, 30_000);
