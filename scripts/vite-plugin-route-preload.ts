/**
 * Vite plugin (build only): cuts the chain entry → router → route chunk → component out of the
 * first paint (docs/architecture.md#performance). It writes into index.html a small inline script
 * holding, for every route path, the JS chunks its route files load (TanStack's split chunks and
 * their static imports, less what the entry already loads); at page load the script adds
 * `<link rel="modulepreload">` for the current path, so those chunks download alongside the entry
 * instead of after it. The chunks the entry imports dynamically (the app itself, see src/main.tsx)
 * get a plain `<link rel="modulepreload">` on every path.
 */
import type { Plugin, Rollup } from 'vite';

const ROUTES_DIR = 'src/routes/';
/** Marks the inline script, which vite-plugin-prerender-shell.ts moves into its loader. */
export const ROUTE_PRELOAD_ATTRIBUTE = 'data-route-preload';
/** Where index.html wants the script: before the entry's script and stylesheet tags. */
const MARKER = '<!-- route-preload -->';

/**
 * Route file (relative to src/routes, no extension) → URL path: `index` is `/`, pathless layout
 * segments (`_authed`) and trailing `index` drop out.
 * @returns the path, or null for the root route, pathless layouts and non-route files
 */
export function routePathOf(file: string): string | null {
  const segments = file.split('/');
  // The root and pathless layouts (`_authed`) serve no path of their own; `-components` are not routes.
  if (segments.at(-1)!.startsWith('_') || segments.some((s) => s.startsWith('-'))) return null;
  const visible = segments.filter((s) => !s.startsWith('_') && s !== 'index');
  return `/${visible.join('/')}`;
}

/** Route file → itself and its pathless layout parents (`_authed/_hotel/register` → `_authed`, `_authed/_hotel`, …). */
function withLayouts(file: string): string[] {
  const segments = file.split('/');
  return segments
    .map((_, i) => segments.slice(0, i + 1).join('/'))
    .filter((f, i, all) => i === all.length - 1 || f.split('/').pop()!.startsWith('_'));
}

function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
}

/** `start` chunk files and every chunk they import statically, added to `into`. */
function staticClosure(bundle: Rollup.OutputBundle, start: string[], into = new Set<string>()): Set<string> {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const visit = (name: string) => {
    if (into.has(name)) return;
    into.add(name);
    byFile.get(name)?.imports.forEach(visit);
  };
  start.forEach(visit);
  return into;
}

/** The entry chunks and their static imports. */
const entryClosure = (bundle: Rollup.OutputBundle): Set<string> =>
  staticClosure(
    bundle,
    chunksOf(bundle)
      .filter((c) => c.isEntry)
      .map((c) => c.fileName),
  );

/**
 * What the entry imports dynamically (main.tsx → boot.tsx): needed on every path, right after the first
 * paint. Read from the entry's whole static closure: with small common chunks inlined (vite.config.ts),
 * the entry file is a stub that imports a `main` chunk, and the dynamic imports are that chunk's.
 */
export function bootChunks(bundle: Rollup.OutputBundle): string[] {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  return [...new Set([...entryClosure(bundle)].flatMap((name) => byFile.get(name)?.dynamicImports ?? []))];
}

/** `bootChunks` and their static imports, less what the entry imports statically (Vite preloads those). */
function bootClosure(bundle: Rollup.OutputBundle): string[] {
  const entry = entryClosure(bundle);
  return [...staticClosure(bundle, bootChunks(bundle))].filter((name) => !entry.has(name));
}

/**
 * Modules a route's page imports on demand but needs for its first paint, by path (source paths under
 * the root, or package names): /guest-list's table, imported when its page module evaluates.
 * Preloaded with the route's chunks.
 */
export const FIRST_PAINT_IMPORTS: Record<string, string[]> = {
  '/guest-list': ['src/features/guests/components/guest-table.tsx'],
};

/** @returns path → chunk URLs (base-relative, e.g. `/assets/login-abc.js`) not in `loaded` */
export function routePreloads(
  bundle: Rollup.OutputBundle,
  root: string,
  base: string,
  firstPaintImports: Record<string, string[]> = {},
): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const closure = (start: string[]) => staticClosure(bundle, start);
  const entry = staticClosure(bundle, bootChunks(bundle), entryClosure(bundle));
  // Route file (no extension) → the split chunks built from it (`login.tsx?tsr-split=component`).
  const splitChunks = new Map<string, string[]>();
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (!chunk.isDynamicEntry || !id.startsWith(`${root}/${ROUTES_DIR}`) || !id.includes('?tsr-split=')) continue;
    const file = id.slice(root.length + 1 + ROUTES_DIR.length).replace(/\.tsx?\?.*$/, '');
    splitChunks.set(file, [...(splitChunks.get(file) ?? []), chunk.fileName]);
  }
  const preloads: Record<string, string[]> = {};
  for (const file of splitChunks.keys()) {
    const path = routePathOf(file);
    if (path === null) continue;
    const own = withLayouts(file).flatMap((f) => splitChunks.get(f) ?? []);
    const wanted = (firstPaintImports[path] ?? []).map((module) => `${root}/${module}`);
    if (wanted.length)
      for (const chunk of chunks)
        if (chunk.moduleIds.some((id) => wanted.some((module) => id.startsWith(module)))) own.push(chunk.fileName);
    preloads[path] = [...closure(own)].filter((name) => !entry.has(name)).map((name) => `${base}${name}`);
  }
  return preloads;
}

/**
 * ES5 source of a function that adds `<link rel="modulepreload">` for an array of URLs, four a task:
 * each link starts a fetch, and forty at once were one task of 10–40 ms, four times that on
 * Lighthouse's phone-speed CPU (docs/architecture.md#performance).
 */
export const PRELOAD_IN_BATCHES = `function(hs){hs=hs.slice();(function b(){hs.splice(0,4).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(hs.length)setTimeout(b)})()}`;

/** The inline script: preloads the chunks of `location.pathname` (trailing slash ignored). */
function preloadScript(preloads: Record<string, string[]>): string {
  return `(function(m,add){add(m[location.pathname.replace(/(.)\\/$/,'$1')]||[])})(${JSON.stringify(preloads)},${PRELOAD_IN_BATCHES})`;
}

export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        // In place of the marker, above the stylesheet link: an inline script after a stylesheet waits for it.
        const boot = bootClosure(ctx.bundle).map(
          (name) => `<link rel="modulepreload" crossorigin href="${base}${name}">`,
        );
        const script = [
          ...boot,
          `<script ${ROUTE_PRELOAD_ATTRIBUTE}>${preloadScript(routePreloads(ctx.bundle, root, base, FIRST_PAINT_IMPORTS))}</script>`,
        ].join('\n    ');
        if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
        return html.replace(MARKER, script);
      },
    },
  };
}
