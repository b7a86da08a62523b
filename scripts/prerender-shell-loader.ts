/**
 * The inline scripts index.html runs for the prerendered shells (scripts/vite-plugin-prerender-shell.ts),
 * as ES5 source strings: they run before any bundle, in every browser the app supports.
 */
import { EARLY_REQUESTS_GLOBAL, type RecordedRequest } from '../src/lib/early-requests.ts';
import {
  CLICKED_ATTRIBUTE,
  HOTEL_NAME_KEY,
  SHELL_CLASS,
  SHELL_ID,
  STAFF_SHELL_ATTRIBUTE,
  STAFF_SHELL_KEY,
} from '../src/lib/prerendered-shell.ts';
import { PRELOAD_IN_BATCHES, ROUTE_PRELOAD_ATTRIBUTE } from './vite-plugin-route-preload.ts';

/** The app's JS tags Vite and route-preload put in <head>, taken out so the loader adds them. */
export type AppScripts = { entry: string; modulepreloads: string[]; routePreload: string };

const PATH = `location.pathname.replace(/(.)\\/$/,'$1')`;

/** The staff pages' first data requests as the build recorded them, the hotel's and user's ids stand-ins. */
export type EarlyRequests = { requests: Record<string, RecordedRequest[]>; hotelStandIn: string; userStandIn: string };

/**
 * ES5 source of a statement that starts the current path's early requests (src/lib/early-requests.ts)
 * for the hotel in STAFF_SHELL_KEY and the stored session's user, with its access token, and leaves
 * them in EARLY_REQUESTS_GLOBAL; nothing when the path has none, the mark holds no hotel id, the
 * session no user id, or the token expires within 90 s (supabase-js refreshes it first then, so the
 * app's requests would differ).
 */
function earlyRequestsScript(early: EarlyRequests): string {
  if (!Object.keys(early.requests).length) return '';
  const uuid = '/^[0-9a-f-]{36}$/i';
  const put = (text: string) =>
    `${text}.split(${JSON.stringify(early.hotelStandIn)}).join(hotel).split(${JSON.stringify(early.userStandIn)}).join(user)`;
  return `(function(rs){var hotel=localStorage.getItem(${JSON.stringify(STAFF_SHELL_KEY)}),k=Object.keys(localStorage).filter(function(k){return /^sb-.+-auth-token$/.test(k)})[0],s=k&&JSON.parse(localStorage.getItem(k)),user=s&&s.user&&s.user.id;if(!rs||!${uuid}.test(hotel||'')||!${uuid}.test(user||'')||!s.access_token||!(s.expires_at*1000-Date.now()>90000)||!window.fetch)return;var a='Bearer '+s.access_token;window[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]=rs.map(function(r){var h={},u=${put('r.url')},b=r.body===null?null:${put('r.body')};for(var n in r.headers)h[n]=r.headers[n];h.authorization=a;return{method:r.method,url:u,authorization:a,body:b,response:fetch(u,{method:r.method,headers:h,body:b}).catch(function(){return null})}})})(${JSON.stringify(early.requests)}[${PATH}])`;
}

/**
 * Removes the app's JS tags from `html`.
 * @returns html with a `<!-- app-loader -->` comment where the first tag was, and the tags' content
 * @throws Error when the entry script or the route-preload script is missing
 */
export function takeAppScripts(html: string): { html: string; scripts: AppScripts } {
  const scripts: AppScripts = { entry: '', modulepreloads: [], routePreload: '' };
  let placed = false;
  const place = () => (placed ? '' : ((placed = true), '<!-- app-loader -->'));
  const rest = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      scripts.modulepreloads.push(href);
      return place();
    })
    .replace(new RegExp(`<script ${ROUTE_PRELOAD_ATTRIBUTE}>([\\s\\S]*?)</script>\\s*`), (_, code: string) => {
      scripts.routePreload = code;
      return place();
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, src: string) => {
      scripts.entry = src;
      return place();
    });
  if (!scripts.entry || !scripts.routePreload) throw new Error('index.html lacks the entry or route-preload script');
  return { html: rest, scripts };
}

/**
 * The <head> script: marks <html> with SHELL_CLASS when `location.pathname` has a shell for this
 * visitor: a public page's when not possibly signed in (a stored Supabase session, an auth redirect in
 * the URL) nor holding one of `sessionKeys`; a staff page's when the browser holds a stored session and
 * the app's STAFF_SHELL_KEY, and the URL has no search or hash (the shell shows no filters), and then
 * starts the staff page's early requests (`early`, src/lib/early-requests.ts). Then it
 * loads the app: after the first paint with a public page's shell, so the JS downloads do not compete
 * with the page's first paint; otherwise at once, also with a staff page's shell: after the first
 * paint, adding the preload links and the entry script were tasks of 15–60 ms that Lighthouse counts
 * as blocking time (docs/architecture.md#performance), and the shell paints from HTML and inline CSS
 * alone, which no script holds back.
 */
export function loaderScript(
  paths: { signedOut: string[]; staff: string[] },
  sessionKeys: string[],
  app: AppScripts,
  early: EarlyRequests = { requests: {}, hotelStandIn: '', userStandIn: '' },
): string {
  const stored = `Object.keys(localStorage).some(function(k){return /^sb-.+-auth-token$/.test(k)})`;
  const signedOutVisitor = `!/access_token=|error_description=|[?&]code=/.test(location.hash+location.search)&&!${stored}&&!${JSON.stringify(sessionKeys)}.some(function(k){return sessionStorage.getItem(k)!==null})`;
  const staffVisitor = `!location.search&&!location.hash&&${stored}&&!!localStorage.getItem(${JSON.stringify(STAFF_SHELL_KEY)})`;
  const shellFor = (list: string[], visitor: string) => `(${JSON.stringify(list)}.indexOf(${PATH})>=0&&${visitor})`;
  const addLinks = `(${PRELOAD_IN_BATCHES})(${JSON.stringify(app.modulepreloads)})`;
  const addEntry = `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(app.entry)};document.head.appendChild(s)`;
  return `(function(){var h=document.documentElement,later=false;try{if(${shellFor(paths.signedOut, signedOutVisitor)})later=true;if(later||${shellFor(paths.staff, staffVisitor)}){h.classList.add(${JSON.stringify(SHELL_CLASS)});if(!later)${earlyRequestsScript(early) || 'void 0'}}}catch(e){}function go(){${addLinks};${app.routePreload};${addEntry}}if(later)document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go)})});else go()})()`;
}

/**
 * The <body> script before #root: shows the current path's shell when the loader chose one (a staff
 * page's marked with STAFF_SHELL_ATTRIBUTE, its header holding the hotel name last shown, HOTEL_NAME_KEY). Until the
 * app takes over, a button click in the shell is noted (CLICKED_ATTRIBUTE, the button's index) for the
 * app to replay, and forms do not submit natively (a GET would put the password in the URL).
 */
export function shellScript(): string {
  return `(function(){var h=document.documentElement;if(!h.classList.contains(${JSON.stringify(SHELL_CLASS)}))return;var t=document.querySelector('template[data-shell-path="'+${PATH}+'"]');if(!t){h.classList.remove(${JSON.stringify(SHELL_CLASS)});return}var s=document.createElement('div');s.id=${JSON.stringify(SHELL_ID)};if(t.hasAttribute(${JSON.stringify(STAFF_SHELL_ATTRIBUTE)}))s.setAttribute(${JSON.stringify(STAFF_SHELL_ATTRIBUTE)},'');s.appendChild(t.content);if(t.hasAttribute(${JSON.stringify(STAFF_SHELL_ATTRIBUTE)}))try{var m=JSON.parse(localStorage.getItem(${JSON.stringify(HOTEL_NAME_KEY)})||'null'),n=s.querySelector('[data-testid="hotel-name"]');if(m&&n&&m[0]===localStorage.getItem(${JSON.stringify(STAFF_SHELL_KEY)}))n.textContent=m[1]}catch(e){}document.body.appendChild(s);document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');if(!b||!s.contains(b))return;e.preventDefault();s.setAttribute(${JSON.stringify(CLICKED_ATTRIBUTE)},[].indexOf.call(s.querySelectorAll('button'),b))},true);document.addEventListener('submit',function(e){if(s.isConnected)e.preventDefault()},true)})()`;
}
