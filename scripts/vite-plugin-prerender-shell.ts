/**
 * Vite plugin (build only): prerenders the static markup of the public entry pages into index.html,
 * so their largest text paints from HTML before any JS runs (docs/architecture.md#performance).
 * Each page's markup (src/prerender/render-shell.tsx, loaded through Vite's SSR loader) goes into a
 * `<template data-shell-path>`; a small inline script before #root moves the one for the current
 * path into `#prerendered-shell` and hides #root (a class on <html>), unless the visitor may be signed in (a stored
 * Supabase session, an auth redirect in the URL) or holds state that changes the page: those see
 * 'Loading...' as before. Every path is still served the same index.html (SPA fallback).
 * The app takes over in src/lib/prerendered-shell.ts.
 */
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SHELL_CLASS, SHELL_ID } from '../src/lib/prerendered-shell.ts';

/** Pages prerendered: the public routes a visitor lands on first. */
export const SHELL_PATHS = ['/', '/login'];
/** Where index.html wants the shells: before #root, so #root is hidden before it is parsed (no 'Loading...' flash). */
const MARKER = '<!-- prerendered-shells -->';

type ShellModule = typeof import('../src/prerender/render-shell.tsx');

/**
 * The inline script choosing the shell for `location.pathname` (trailing slash ignored).
 * @param sessionKeys sessionStorage keys whose presence means "no shell"
 */
export function shellPickerScript(sessionKeys: string[]): string {
  return `(function(){try{var p=location.pathname.replace(/(.)\\/$/,'$1'),t=document.querySelector('template[data-shell-path="'+p+'"]');if(!t||/access_token=|error_description=|[?&]code=/.test(location.hash+location.search))return;for(var i=0;i<localStorage.length;i++)if(/^sb-.+-auth-token$/.test(localStorage.key(i)))return;if(${JSON.stringify(sessionKeys)}.some(function(k){return sessionStorage.getItem(k)!==null}))return;var s=document.createElement('div');s.id=${JSON.stringify(SHELL_ID)};s.appendChild(t.content);document.body.appendChild(s);document.documentElement.classList.add(${JSON.stringify(SHELL_CLASS)});document.addEventListener('submit',function(e){if(s.isConnected)e.preventDefault()},true)}catch(e){}})()`;
}

/**
 * @param html index.html holding MARKER
 * @param shells path → the page's markup
 * @param sessionKeys see shellPickerScript
 * @returns index.html with a template per path and the picker script in place of MARKER
 */
export function injectShells(html: string, shells: Record<string, string>, sessionKeys: string[]): string {
  if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
  const templates = Object.entries(shells).map(
    ([path, markup]) => `<template data-shell-path="${path}">${markup}</template>`,
  );
  const hideRoot = `<style>.${SHELL_CLASS} #root{display:none}</style>`;
  return html.replace(
    MARKER,
    [hideRoot, ...templates, `<script>${shellPickerScript(sessionKeys)}</script>`].join('\n    '),
  );
}

async function renderShells(config: ResolvedConfig): Promise<{ shells: Record<string, string>; keys: string[] }> {
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
    for (const path of SHELL_PATHS) shells[path] = await shell.renderShell(path);
    return { shells, keys: shell.SHELL_SKIPPING_SESSION_KEYS };
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
        const { shells, keys } = await renderShells(config);
        return injectShells(html, shells, keys);
      },
    },
  };
}
