/** The hand-over from the prerendered shell to the app (src/lib/prerendered-shell.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptPrerenderedShell,
  CLICKED_ATTRIBUTE,
  rememberStaffShell,
  SHELL_CLASS,
  SHELL_ID,
  STAFF_SHELL_KEY,
  whenShellIdle,
} from './prerendered-shell';

const form = (email: string) =>
  `<form><input name="email" value="${email}"><input name="password" type="password" value="secret"><input name="remember" type="checkbox"><button type="button">Try Demo</button><button>Login</button></form>`;

/** The page as index.html leaves it: the shell showing, the app rendered into the hidden #root. */
function page(): { shell: HTMLElement; root: HTMLElement } {
  document.body.innerHTML = `<div id="${SHELL_ID}">${form('demo@example.com')}</div><div id="root">${form('demo@example.com')}</div>`;
  document.documentElement.classList.add(SHELL_CLASS);
  return { shell: document.getElementById(SHELL_ID)!, root: document.getElementById('root')! };
}

const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('adoptPrerenderedShell', () => {
  afterEach(() => document.documentElement.classList.remove(SHELL_CLASS));

  it('removes the shell and shows the app', () => {
    const { shell, root } = page();
    adoptPrerenderedShell(shell, root);
    expect(document.getElementById(SHELL_ID)).toBeNull();
    expect(document.documentElement.classList.contains(SHELL_CLASS)).toBe(false);
    expect(field(root, 'email').value).toBe('demo@example.com');
  });

  it('carries text typed before the app booted into the app, as an input event', () => {
    const { shell, root } = page();
    field(shell, 'email').value = 'front.desk@hotel.example';
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    adoptPrerenderedShell(shell, root);
    expect(field(root, 'email').value).toBe('front.desk@hotel.example');
    expect(seen).toEqual(['front.desk@hotel.example']);
    // Untouched prefilled fields keep the app's own value (no event).
    expect(field(root, 'password').value).toBe('secret');
  });

  it('carries text typed into an unnamed field to the field in the same place, with the focus', () => {
    const filters = '<input type="date"><input type="search">';
    document.body.innerHTML = `<div id="${SHELL_ID}">${filters}</div><div id="root">${filters}</div>`;
    const shell = document.getElementById(SHELL_ID)!;
    const root = document.getElementById('root')!;
    const search = shell.querySelector<HTMLInputElement>('[type="search"]')!;
    search.value = 'smith';
    search.focus();
    adoptPrerenderedShell(shell, root);
    const appSearch = root.querySelector<HTMLInputElement>('[type="search"]')!;
    expect(appSearch.value).toBe('smith');
    expect(document.activeElement).toBe(appSearch);
    expect(root.querySelector<HTMLInputElement>('[type="date"]')!.value).toBe('');
  });

  it('moves the focus to the same field in the app', () => {
    const { shell, root } = page();
    field(shell, 'password').focus();
    adoptPrerenderedShell(shell, root);
    expect(document.activeElement).toBe(field(root, 'password'));
  });

  it('replays a button click made before the app booted on the same button', () => {
    const { shell, root } = page();
    shell.setAttribute(CLICKED_ATTRIBUTE, '1');
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent ?? ''));
    root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    adoptPrerenderedShell(shell, root);
    expect(clicked).toEqual(['Login']);
  });

  it('waits while the visitor types in a shell field, then hands over once a button is clicked', async () => {
    const { shell } = page();
    let adopted = 0;
    field(shell, 'email').focus();
    whenShellIdle(shell, () => adopted++);
    field(shell, 'password').focus(); // still typing: from one field to the next
    await new Promise((tick) => setTimeout(tick, 5));
    expect(adopted).toBe(0);
    const login = shell.querySelectorAll('button')[1];
    login.focus(); // mouse down on Login
    await new Promise((tick) => setTimeout(tick, 5));
    expect(adopted).toBe(0);
    shell.setAttribute(CLICKED_ATTRIBUTE, '1'); // as index.html's shell script notes the click
    login.click();
    await new Promise((tick) => setTimeout(tick, 5));
    expect(adopted).toBe(1);
  });

  it('hands over at once when no shell field has focus', () => {
    const { shell } = page();
    let adopted = 0;
    whenShellIdle(shell, () => adopted++);
    expect(adopted).toBe(1);
  });
});

describe('rememberStaffShell', () => {
  const staff = { status: 'signed-in' as const, hotelId: 'h1', isAdmin: false, recovering: false };
  afterEach(() => localStorage.clear());

  it("marks the browser of signed-in hotel staff with their hotel, so their pages paint from HTML and start the hotel's query next time", () => {
    rememberStaffShell(staff);
    expect(localStorage.getItem(STAFF_SHELL_KEY)).toBe('h1');
  });

  it('unmarks it on sign-out, for the platform admin, without a hotel and during password recovery', () => {
    for (const state of [
      { ...staff, status: 'signed-out' as const, hotelId: null },
      { ...staff, isAdmin: true },
      { ...staff, hotelId: null },
      { ...staff, recovering: true },
    ]) {
      localStorage.setItem(STAFF_SHELL_KEY, '1');
      rememberStaffShell(state);
      expect(localStorage.getItem(STAFF_SHELL_KEY)).toBeNull();
    }
  });

  it('leaves the mark alone while the auth state loads', () => {
    localStorage.setItem(STAFF_SHELL_KEY, '1');
    rememberStaffShell({ ...staff, status: 'loading' });
    expect(localStorage.getItem(STAFF_SHELL_KEY)).toBe('1');
  });
});
