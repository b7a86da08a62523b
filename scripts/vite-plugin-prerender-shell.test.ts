/**
 * The prerendered shells of /, /login, /register and /guest-list (scripts/vite-plugin-prerender-shell.ts): a real production
 * build, its index.html run in jsdom at each path as a visitor's browser would before any JS loads.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../stack/keys.ts';
import { STAFF_SHELL_ATTRIBUTE, STAFF_SHELL_KEY } from '../src/lib/prerendered-shell.ts';
import { injectShells, inlineStylesheets, SHELL_PATHS } from './vite-plugin-prerender-shell.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'hgr-prerender-'));
let html = '';

beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.VITE_SUPABASE_ANON_KEY ??= ANON_KEY;
  try {
    await build({
      root: rootDir,
      configFile: join(rootDir, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A returning staff member's browser: a stored session and the app's staff mark. */
const staffBrowser = { 'sb-127-auth-token': '{}', [STAFF_SHELL_KEY]: '1' };

/** What is on screen at `path` once index.html has been parsed, before the app's JS runs. */
function firstPaint(path: string, stored: Record<string, string> = {}) {
  const dom = new JSDOM(html, {
    url: `http://127.0.0.1:4173${path}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => Object.entries(stored).forEach(([key, value]) => window.localStorage.setItem(key, value)),
  });
  const { document } = dom.window;
  const shell = document.getElementById('prerendered-shell');
  return {
    window: dom.window,
    shellText: shell?.textContent ?? null,
    staffShell: shell?.hasAttribute(STAFF_SHELL_ATTRIBUTE) ?? false,
    rootHidden: document.documentElement.classList.contains('has-prerendered-shell'),
    appRequested: () => document.querySelector('script[type="module"]') !== null,
  };
}

describe('built index.html', () => {
  it('paints the landing page hero at / with #root hidden', () => {
    const { shellText, rootHidden } = firstPaint('/');
    expect(shellText).toContain('Guest registration without the paperwork');
    expect(shellText).toContain('Request a demo');
    expect(rootHidden).toBe(true);
  });

  it('paints the login card at /login and /login/', () => {
    for (const path of ['/login', '/login/']) {
      const { shellText } = firstPaint(path);
      expect(shellText).toContain('Hotel Login');
      expect(shellText).toContain('Sign in to register guests and manage your guest list.');
    }
  });

  it("shows 'Loading...' as before on other paths and to a visitor holding a session", () => {
    for (const shown of [firstPaint('/guest-list'), firstPaint('/login', { 'sb-127-auth-token': '{}' })]) {
      expect(shown.shellText).toBeNull();
      expect(shown.rootHidden).toBe(false);
    }
  });

  it("paints the staff pages' header, title and loading status to a browser holding a staff session", () => {
    const register = firstPaint('/register', staffBrowser);
    expect(register.rootHidden).toBe(true);
    expect(register.shellText).toContain('Register Guest');
    expect(register.shellText).toContain('Loading form...');
    expect(register.shellText).toContain('Guest List');
    // The app takes a staff page's place at once (a public page's waits while its fields have focus).
    expect(register.staffShell).toBe(true);
    expect(firstPaint('/login').staffShell).toBe(false);
    const list = firstPaint('/guest-list/', staffBrowser);
    expect(list.shellText).toContain('Export CSV');
    expect(list.shellText).toContain('Loading guests…');
  });

  it("shows 'Loading...' on staff pages without the app's staff mark, without a session, or with filters in the URL", () => {
    for (const shown of [
      firstPaint('/register', { 'sb-127-auth-token': '{}' }),
      firstPaint('/register', { [STAFF_SHELL_KEY]: '1' }),
      firstPaint('/guest-list?q=smith', staffBrowser),
      firstPaint('/login', staffBrowser),
    ]) {
      expect(shown.shellText).toBeNull();
      expect(shown.rootHidden).toBe(false);
    }
  });

  it("starts the app JS after a public page's shell has painted, and at once on other pages", async () => {
    const shellPage = firstPaint('/');
    expect(shellPage.appRequested()).toBe(false);
    await new Promise((painted) => shellPage.window.requestAnimationFrame(() => setTimeout(painted, 10)));
    expect(shellPage.appRequested()).toBe(true);
    expect(firstPaint('/register').appRequested()).toBe(true);
    // A staff page's shell too: it paints from HTML alone, and work after the paint counts as blocking time.
    expect(firstPaint('/register', staffBrowser).appRequested()).toBe(true);
  });

  it('carries its stylesheet inline, so the first paint waits for no CSS request', () => {
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/);
  });
});

describe('injectShells', () => {
  it('refuses an index.html without the marker', () => {
    expect(() => injectShells('<div id="root"></div>', { '/': '<h1>Hi</h1>' }, SHELL_PATHS, [])).toThrow(
      /prerendered-shells/,
    );
  });
});

describe('inlineStylesheets', () => {
  it('leaves links to stylesheets outside the bundle alone', () => {
    const tag = '<link rel="stylesheet" crossorigin href="/assets/other.css">';
    expect(inlineStylesheets(tag, {}, '/')).toBe(tag);
  });
});
