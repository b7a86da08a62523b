/** `vite preview` (the e2e server) answers missing assets with 404, not the app page (vite.config.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'hgr-preview-'));
const port = Number(process.env.PREVIEW_TEST_PORT ?? 55730);
let server: PreviewServer;

beforeAll(async () => {
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(outDir, 'assets', 'index-abc.js'), 'export {};');
  server = await preview({
    root: rootDir,
    configFile: join(rootDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}, 30_000);
afterAll(async () => {
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
});

it('serves existing assets, 404s missing ones, and still falls back to the app for routes', async () => {
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
  expect((await get('/assets/index-abc.js')).status).toBe(200);
  const missing = await get('/assets/index-gone.js');
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<title>app</title>');
  const route = await get('/guest-list');
  expect(route.status).toBe(200);
  expect(await route.text()).toContain('<title>app</title>');
});
