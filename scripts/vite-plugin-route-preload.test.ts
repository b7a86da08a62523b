/** The per-path preload list written into index.html (scripts/vite-plugin-route-preload.ts). */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { bootChunks, PRELOAD_IN_BATCHES, routePathOf, routePreloads } from './vite-plugin-route-preload.ts';

const ROOT = '/app';

/** A bundle chunk as far as the plugin reads it. */
function chunk(fileName: string, extra: Partial<Rollup.OutputChunk>): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    ...extra,
  } as Rollup.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('index.js', { isEntry: true, imports: ['react.js'], dynamicImports: ['boot.js'] }),
    chunk('boot.js', { isDynamicEntry: true, imports: ['react.js', 'router.js'] }),
    chunk('react.js', {}),
    chunk('router.js', {}),
    chunk('form.js', { imports: ['react.js'] }),
    chunk('login.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/login.tsx?tsr-split=component`,
      imports: ['form.js', 'router.js'],
    }),
    chunk('authed.js', { isDynamicEntry: true, facadeModuleId: `${ROOT}/src/routes/_authed.tsx?tsr-split=component` }),
    chunk('register.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/_authed/_hotel/register.tsx?tsr-split=component`,
      imports: ['form.js'],
    }),
    chunk('register-loader.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/_authed/_hotel/register.tsx?tsr-split=loader`,
    }),
  ].map((c) => [c.fileName, c]),
) as Rollup.OutputBundle;

describe('routePathOf', () => {
  it('maps route files to the paths they serve', () => {
    expect(routePathOf('index')).toBe('/');
    expect(routePathOf('login')).toBe('/login');
    expect(routePathOf('_authed/_hotel/register')).toBe('/register');
    expect(routePathOf('_authed')).toBeNull();
    expect(routePathOf('__root')).toBeNull();
    expect(routePathOf('_authed/-components/app-header')).toBeNull();
  });
});

describe('routePreloads', () => {
  const preloads = routePreloads(bundle, ROOT, '/');

  it("lists a route's split chunks and their imports, not what the entry and the app boot load", () => {
    expect(preloads['/login']).toEqual(['/login.js', '/form.js']);
  });

  it('includes the pathless layouts above a route and every split of the route (component, loader)', () => {
    expect(preloads['/register']).toEqual(
      expect.arrayContaining(['/authed.js', '/register.js', '/register-loader.js']),
    );
    expect(preloads['/register']).not.toContain('/react.js');
  });

  it("adds the modules a page imports on demand for its first paint, with their imports, by the modules' paths", () => {
    const lazy = {
      ...bundle,
      'table.js': chunk('table.js', { moduleIds: [`${ROOT}/src/table.tsx`], imports: ['form.js'] }),
      'names.js': chunk('names.js', { moduleIds: [`${ROOT}/node_modules/names/index.js`] }),
    } as Rollup.OutputBundle;
    const withLazy = routePreloads(lazy, ROOT, '/', { '/login': ['src/table.tsx', 'node_modules/names/'] });
    expect(withLazy['/login']).toEqual(['/login.js', '/form.js', '/table.js', '/names.js']);
    expect(withLazy['/register']).not.toContain('/table.js');
  });

  it("names the entry's dynamic imports as the boot chunks", () => {
    expect(bootChunks(bundle)).toEqual(['boot.js']);
  });

  it('finds the boot chunks behind an entry stub that imports the main chunk (small common chunks inlined)', () => {
    const stubbed = Object.fromEntries(
      [
        chunk('index.js', { isEntry: true, imports: ['main.js'] }),
        chunk('main.js', { imports: ['runtime.js'], dynamicImports: ['boot-react.js', 'boot.js'] }),
        chunk('runtime.js', {}),
        chunk('boot.js', { isDynamicEntry: true, dynamicImports: ['admin.js'] }),
      ].map((c) => [c.fileName, c]),
    ) as Rollup.OutputBundle;
    expect(bootChunks(stubbed)).toEqual(['boot-react.js', 'boot.js']);
  });
});

describe('PRELOAD_IN_BATCHES', () => {
  it('adds the modulepreload links four a task, every one in the end', async () => {
    const { window } = new JSDOM('<head></head>', { runScripts: 'outside-only' });
    const hrefs = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    window.eval(`(${PRELOAD_IN_BATCHES})(${JSON.stringify(hrefs)})`);
    const links = () =>
      [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(links()).toEqual(hrefs.slice(0, 4));
    await new Promise((resolve) => window.setTimeout(resolve, 50));
    expect(links()).toEqual(hrefs);
  });
});
