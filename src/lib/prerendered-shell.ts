/**
 * Hands the page over from the prerendered shell to the app (docs/architecture.md#performance).
 * In a production build index.html paints the static markup of `/` and `/login` (signed-out visitors)
 * or `/register` and `/guest-list` (hotel staff, see STAFF_SHELL_KEY) into
 * `#prerendered-shell` and hides `#root` with SHELL_CLASS on <html> (scripts/vite-plugin-prerender-shell.ts); the app renders
 * into `#root`, taken off the document meanwhile so the page exists once for assistive tech and
 * tests, and once its route has rendered takes the shell's place in one step:
 * same markup, so nothing moves or flashes.
 */

/**
 * localStorage key the app sets while hotel staff are signed in (and removes on sign-out), to their
 * hotel's id: index.html paints the staff pages' shells (/register, /guest-list) only for a browser
 * holding it, beside a stored Supabase session, and starts the page's first query for that hotel
 * (src/lib/early-requests.ts). Not a credential: it only picks which markup paints and which request
 * goes out before the app runs; the stored access token authorizes it and RLS decides what it returns.
 */
export const STAFF_SHELL_KEY = 'hgr.staff-shell';

/**
 * Keeps STAFF_SHELL_KEY in step with the auth state: set to the hotel's id for a signed-in member of a hotel (not the
 * platform admin, not mid password recovery), removed otherwise; left alone while auth state loads.
 * @param auth the auth store's state
 */
export function rememberStaffShell(auth: {
  status: 'loading' | 'signed-out' | 'signed-in';
  hotelId: string | null;
  isAdmin: boolean;
  recovering: boolean;
}): void {
  if (auth.status === 'loading') return;
  try {
    if (auth.status === 'signed-in' && auth.hotelId && !auth.isAdmin && !auth.recovering)
      localStorage.setItem(STAFF_SHELL_KEY, auth.hotelId);
    else {
      localStorage.removeItem(STAFF_SHELL_KEY);
      localStorage.removeItem(HOTEL_NAME_KEY);
    }
  } catch {
    // Storage may be unavailable (private mode quotas): the pages then paint 'Loading...' first.
  }
}

/**
 * localStorage key holding the hotel name last shown in the header, as JSON `[hotelId, name]`: the
 * staff shells and the header show it while the hotel loads, so the header's height (a long name
 * wraps on a phone) does not change when the name arrives (docs/architecture.md#performance).
 */
export const HOTEL_NAME_KEY = 'hgr.staff-shell.hotel-name';

/** Notes `name` as the hotel's name to show while `hotelId`'s row loads next time. */
export function rememberHotelName(hotelId: string, name: string): void {
  try {
    localStorage.setItem(HOTEL_NAME_KEY, JSON.stringify([hotelId, name]));
  } catch {
    // Storage may be unavailable: the header then shows '…' while the hotel loads.
  }
}

/** @returns the name last shown for `hotelId`, or null when none was noted (or for another hotel) */
export function lastHotelName(hotelId: string): string | null {
  try {
    const noted = JSON.parse(localStorage.getItem(HOTEL_NAME_KEY) ?? 'null') as unknown;
    return Array.isArray(noted) && noted[0] === hotelId && typeof noted[1] === 'string' ? noted[1] : null;
  } catch {
    return null;
  }
}

/**
 * Attribute of a staff page's shell: the app takes its place as soon as it has rendered, also while a
 * filter field there has focus (waiting for the field to lose it would keep the app, and the search
 * results, back for as long as the visitor stays in the field; the text and focus carry over).
 */
export const STAFF_SHELL_ATTRIBUTE = 'data-shell-staff';

/** id of the element index.html's inline script puts the prerendered markup in. */
export const SHELL_ID = 'prerendered-shell';
/** Attribute of the shell holding the index of the button clicked before the app booted. */
export const CLICKED_ATTRIBUTE = 'data-clicked-button';
/** Class on <html> that hides #root while the shell shows. */
export const SHELL_CLASS = 'has-prerendered-shell';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value the way typing does, so React and react-hook-form see the change. */
function typeInto(field: Field, value: string): void {
  // The prototype's setter, past React's own tracker on the element, so the input event counts as a change.
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts `root` in the place of `shell` and shows it, carrying over what the visitor did before the app booted:
 * text typed into a field (a prefilled field the visitor did not touch keeps the app's value),
 * the focused field, and a button click (replayed on the same button, e.g. Login).
 * @param shell the `#prerendered-shell` element
 * @param root the app's container, hidden or off the document until now
 */
export function adoptPrerenderedShell(shell: HTMLElement, root: HTMLElement): void {
  const fields = [...shell.querySelectorAll<Field>('input, textarea')];
  // By name, else by position: the app's first render has the shell's markup (e.g. the guest list's
  // unnamed filter fields).
  const appFields = [...root.querySelectorAll<Field>('input, textarea')];
  const counterpart = (field: Field) =>
    field.name
      ? root.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`)
      : (appFields[fields.indexOf(field)] ?? null);
  const focused = document.activeElement;
  shell.replaceWith(root);
  document.documentElement.classList.remove(SHELL_CLASS);
  for (const field of fields) {
    const target = counterpart(field);
    if (!target || field.type === 'checkbox' || field.type === 'radio') continue;
    if (field.value !== field.defaultValue) typeInto(target, field.value);
    if (field === focused) target.focus();
  }
  const clicked = shell.getAttribute(CLICKED_ATTRIBUTE);
  if (clicked !== null) root.querySelectorAll('button')[Number(clicked)]?.click();
}

/**
 * Calls `adopt` now, or, while focus is in the shell, once it leaves the shell or a button there is
 * clicked: swapping a field mid-typing would move keystrokes into a new element, and swapping a
 * button between mouse down and up would lose the click.
 * @param shell the `#prerendered-shell` element
 * @param adopt the hand-over (adoptPrerenderedShell)
 */
export function whenShellIdle(shell: HTMLElement, adopt: () => void): void {
  const busy = () => shell.contains(document.activeElement) && !shell.hasAttribute(CLICKED_ATTRIBUTE);
  if (!busy()) return adopt();
  const check = () => {
    if (busy()) return;
    document.removeEventListener('focusout', later);
    document.removeEventListener('click', later);
    adopt();
  };
  // After the event: focus has moved, and the shell's own click handler has noted the button.
  const later = () => setTimeout(check);
  document.addEventListener('focusout', later);
  document.addEventListener('click', later);
}
