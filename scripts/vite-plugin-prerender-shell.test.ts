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
import { EARLY_REQUESTS_GLOBAL, type EarlyRequest } from '../src/lib/early-requests.ts';
import { HOTEL_NAME_KEY, STAFF_SHELL_ATTRIBUTE, STAFF_SHELL_KEY } from '../src/lib/prerendered-shell.ts';
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
  const fetched: { url: string; method: string; headers: Record<string, string>; body: string | null }[] = [];
  const dom = new JSDOM(html, {
    url: `http://127.0.0.1:4173${path}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => {
      Object.entries(stored).forEach(([key, value]) => window.localStorage.setItem(key, value));
      // jsdom has no fetch: record what index.html sends before the app's JS.
      Object.assign(window, {
        fetch: (url: string, init: { method: string; headers: Record<string, string>; body: string | null }) => {
          fetched.push({ url, method: init.method, headers: init.headers, body: init.body });
          return Promise.resolve(null);
        },
      });
    },
  });
  const { document } = dom.window;
  const shell = document.getElementById('prerendered-shell');
  return {
    window: dom.window,
    shellText: shell?.textContent ?? null,
    staffShell: shell?.hasAttribute(STAFF_SHELL_ATTRIBUTE) ?? false,
    rootHidden: document.documentElement.classList.contains('has-prerendered-shell'),
    appRequested: () => document.querySelector('script[type="module"]') !== null,
    fetched,
    early: (dom.window as unknown as Record<string, EarlyRequest[] | undefined>)[EARLY_REQUESTS_GLOBAL],
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

  describe("a returning staff member's /guest-list", () => {
    const hotel = '11111111-2222-4333-8444-555555555555';
    const user = '66666666-7777-4888-8999-aaaaaaaaaaaa';
    const session = (expiresIn: number, id: string | null = user) =>
      JSON.stringify({
        access_token: 'staff-token',
        expires_at: Math.floor(Date.now() / 1000) + expiresIn,
        user: id ? { id } : undefined,
      });
    const browser = (expiresIn = 3600, id: string | null = user) => ({
      'sb-127-auth-token': session(expiresIn, id),
      [STAFF_SHELL_KEY]: hotel,
    });

    it("asks for the hotel's first page of guests before the app's JS, with the stored access token", () => {
      const { fetched, early } = firstPaint('/guest-list', browser());
      const page = fetched.find((request) => new URL(request.url).pathname === '/rest/v1/guests')!;
      const url = new URL(page.url);
      expect(url.searchParams.get('hotel_id')).toBe(`eq.${hotel}`);
      expect(url.searchParams.get('order')).toBe('registered_at.desc,id.desc');
      expect(url.searchParams.get('limit')).toBe('10');
      expect(page.method).toBe('GET');
      expect(page.headers.authorization).toBe('Bearer staff-token');
      expect(page.headers.apikey).toBe(ANON_KEY);
      // Left for the app's fetch, which takes each over for its identical request.
      expect(early?.map((request) => [request.method, request.url, request.authorization, request.body])).toEqual(
        fetched.map((request) => [request.method, request.url, 'Bearer staff-token', request.body]),
      );
    });

    it('asks, with the same token, what the layout asks as it mounts: reads only, for this hotel and user', () => {
      const { fetched } = firstPaint('/guest-list', browser());
      const asked = fetched.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort();
      expect(asked).toEqual([
        'GET /auth/v1/user',
        'GET /rest/v1/guests',
        'GET /rest/v1/hotel_members',
        'GET /rest/v1/hotels',
        'POST /rest/v1/rpc/count_guests',
        'POST /rest/v1/rpc/plan_usage',
      ]);
      expect(fetched.every((request) => request.headers.authorization === 'Bearer staff-token')).toBe(true);
      const role = new URL(fetched.find((request) => request.url.includes('/hotel_members'))!.url);
      expect(role.searchParams.get('hotel_id')).toBe(`eq.${hotel}`);
      expect(role.searchParams.get('user_id')).toBe(`eq.${user}`);
      const count = fetched.find((request) => request.url.endsWith('/rpc/count_guests'))!;
      expect(JSON.parse(count.body!)).toMatchObject({ p_hotel_id: hotel });
      // No stand-in id of the build leaves the browser.
      expect(JSON.stringify(fetched)).not.toMatch(/00000000-0000-4000-8000-00000000(dead|beef)/);
    });

    it('asks for nothing on other pages, with filters, without a hotel in the mark or a user in the session, or with a token about to expire', () => {
      for (const shown of [
        firstPaint('/register', browser()),
        firstPaint('/guest-list?page=2', browser()),
        firstPaint('/guest-list', { ...browser(), [STAFF_SHELL_KEY]: '1' }),
        firstPaint('/guest-list', browser(3600, null)),
        firstPaint('/guest-list', browser(60)),
        firstPaint('/guest-list', browser(-60)),
      ]) {
        expect(shown.fetched).toEqual([]);
        expect(shown.early).toBeUndefined();
      }
    });

    it("shows the hotel's name last seen in the shell's header, never another hotel's", () => {
      const named = { ...browser(), [HOTEL_NAME_KEY]: JSON.stringify([hotel, 'Seaside Demo Villa']) };
      expect(firstPaint('/guest-list', named).shellText).toContain('Seaside Demo Villa');
      const other = { ...browser(), [HOTEL_NAME_KEY]: JSON.stringify(['another-hotel', 'Mountain Lodge']) };
      expect(firstPaint('/guest-list', other).shellText).not.toContain('Mountain Lodge');
    });
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
