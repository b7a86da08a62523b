/**
 * Vite plugin (build only): prerenders the static markup of the public entry pages into index.html,
 * so their largest text paints from HTML before any JS runs (docs/architecture.md#performance).
 * Each page's markup (src/prerender/render-shell.tsx, loaded through Vite's SSR loader) goes into a
 * `<template data-shell-path>`. An inline script in <head> (prerender-shell-loader.ts) decides
 * whether the visitor gets a shell: a public page's when not possibly signed in nor holding state
 * that changes the page, a staff page's when the browser holds a session of hotel staff; others see
 * 'Loading...' as before. A script before #root then moves the template into
 * `#prerendered-shell` and #root stays hidden. The app's JS tags move into the <head> script, which
 * starts them after the shell's first paint. Every path is still served the same index.html (SPA fallback).
 * The app takes over in src/lib/prerendered-shell.ts.
 */
import { createServer, type Plugin, type ResolvedConfig, type Rollup, type ViteDevServer } from 'vite';
import { SHELL_CLASS, STAFF_SHELL_ATTRIBUTE } from '../src/lib/prerendered-shell.ts';
import { loaderScript, shellScript, takeAppScripts, type EarlyRequests } from './prerender-shell-loader.ts';

/**
 * Pages prerendered, by who gets them: the public routes a visitor lands on first, and the staff
 * pages hotel staff keep open all day (their header, title and loading status).
 */
export const SHELL_PATHS = { signedOut: ['/', '/login'], staff: ['/register', '/guest-list'] };
export type ShellPaths = typeof SHELL_PATHS;
/** Where index.html wants the shells: before #root, so #root is hidden before it is parsed (no 'Loading...' flash). */
const MARKER = '<!-- prerendered-shells -->';

type ShellModule = typeof import('../src/prerender/render-shell.tsx');

/**
 * @param html index.html holding MARKER and the app's JS tags (Vite's and route-preload's)
 * @param shells path → the page's markup
 * @param paths which of those paths are public and which are staff pages
 * @param sessionKeys sessionStorage keys whose presence means "no public shell" (see loaderScript)
 * @param early the staff pages' data requests the loader script starts (see loaderScript)
 * @returns index.html with a template per path, the shell script in place of MARKER and the
 * app's JS tags replaced by the loader script
 */
export function injectShells(
  html: string,
  shells: Record<string, string>,
  paths: ShellPaths,
  sessionKeys: string[],
  early: EarlyRequests = { requests: {}, hotelStandIn: '', userStandIn: '' },
): string {
  if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
  const taken = takeAppScripts(html);
  const loader = loaderScript(paths, sessionKeys, taken.scripts, early);
  const templates = Object.entries(shells).map(
    ([path, markup]) =>
      `<template data-shell-path="${path}"${paths.staff.includes(path) ? ` ${STAFF_SHELL_ATTRIBUTE}` : ''}>${markup}</template>`,
  );
  const hideRoot = `<style>.${SHELL_CLASS} #root{display:none}</style>`;
  return taken.html
    .replace('<!-- app-loader -->', `<script>${loader}</script>\n    `)
    .replace(MARKER, [hideRoot, ...templates, `<script>${shellScript()}</script>`].join('\n    '));
}

/**
 * Puts the bundle's stylesheets inline: the first paint then waits for index.html alone, not for a
 * CSS request queued behind the app's JS preloads (8 KB gzipped, re-sent with each page load; the
 * file stays in the build for the disabled link below).
 * @param html index.html with Vite's `<link rel="stylesheet" href="{base}assets/…css">` tags
 * @param bundle the build's output, holding those CSS assets
 * @param base the public base path, e.g. `/`
 */
export function inlineStylesheets(html: string, bundle: Rollup.OutputBundle, base: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="([^"]+\.css)">/g, (tag, href: string) => {
    const asset = bundle[href.slice(base.length)];
    if (asset?.type !== 'asset') return tag;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    // The disabled link is never fetched; it tells Vite's preload helper, which adds a route chunk's CSS
    // unless a stylesheet link with that href exists, that this sheet is already on the page.
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/**
 * Resolves once the SSR module graph has not grown for 300 ms: a staff page's loader starts loading
 * its lazy parts (e.g. /register's form) without awaiting them, and those imports must land before
 * the server they go through is closed.
 */
async function modulesSettled(server: ViteDevServer): Promise<void> {
  const size = () => server.environments.ssr.moduleGraph.idToModuleMap.size;
  for (let last = -1, still = 0; still < 3;) {
    await new Promise((tick) => setTimeout(tick, 100));
    still = size() === last ? still + 1 : 0;
    last = size();
  }
}

/** What the build renders for index.html: the shells, the session keys that skip them, the staff pages' early requests. */
interface Rendered {
  shells: Record<string, string>;
  keys: string[];
  early: EarlyRequests;
}

async function renderShells(config: ResolvedConfig): Promise<Rendered> {
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const shell = (await server.ssrLoadModule('/src/prerender/render-shell.tsx')) as ShellModule;
    const shells: Record<string, string> = {};
    for (const path of SHELL_PATHS.signedOut) shells[path] = await shell.renderShell(path, 'signed-out');
    for (const path of SHELL_PATHS.staff) shells[path] = await shell.renderShell(path, 'staff');
    const early = {
      requests: await shell.earlyRequests(),
      hotelStandIn: shell.STAFF_ID,
      userStandIn: shell.STAFF_USER_ID,
    };
    await modulesSettled(server);
    return { shells, keys: shell.SHELL_SKIPPING_SESSION_KEYS, early };
  } finally {
    await server.close();
    // The dev server sets NODE_ENV=development; the rest of this build is a production one.
    process.env.NODE_ENV = nodeEnv;
  }
}

export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const { shells, keys, early } = await renderShells(config);
        return inlineStylesheets(injectShells(html, shells, SHELL_PATHS, keys, early), ctx.bundle, config.base);
      },
    },
  };
}
