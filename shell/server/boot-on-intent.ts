// A server-rendered page starts the app when the reader first shows intent, not at load. The
// page is complete HTML (links navigate, text reads and scrolls), so a phone that only reads
// never evaluates the app's ~450 KB of script; the first touch, key, pointer move, wheel or focus
// loads it, and a tap on a button meanwhile is kept and replayed (early-clicks-script). Someone
// signed in on this browser (the hint cookie below) gets the app at once: their header, points
// and progress need it.
//
// Shared: the shell's webpack config writes the script into index.html (the hosts allow it by its
// sha256), the Node server writes the page's app script into the root's attribute (document.ts), and the app
// keeps the hint cookie up to date.

/** The root's attribute holding the app script's URL on a page that starts on intent. */
export const BOOT_ATTRIBUTE = 'data-boot-src';

/** First-party hint "someone was signed in here" (no identity, no secret: the session is the API's HttpOnly cookie). */
export const SIGNED_IN_COOKIE = 'academy-signed-in';

export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];

/**
 * What the page shows while the session is read (the login button, shell's account-control) is
 * marked with this attribute, and hidden on a browser someone is signed in on: the inline script
 * sets `<html data-signed-in>` from the hint, before the first paint.
 */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/**
 * The inline style beside the script: what is pending is hidden for a member.
 * @public (webpack.config.cjs loads it through tsx, which knip does not follow)
 */
export const signedInHintStyle = () => `html[data-signed-in] [${SESSION_PENDING_ATTRIBUTE}]{visibility:hidden}`;

/** The inline script: listens for the first intent, then appends the app script named by the root. */
export function bootOnIntentScript(): string {
  return (
    `(function(){var d=document,w=window,started=0,ev=${JSON.stringify(INTENT_EVENTS)};` +
    `function boot(){if(started)return;if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',boot);return}` +
    `started=1;ev.forEach(function(n){w.removeEventListener(n,boot,true)});` +
    `var r=d.getElementById('root'),src=r&&r.getAttribute('${BOOT_ATTRIBUTE}');if(!src)return;` +
    `var s=d.createElement('script');s.src=src;d.head.appendChild(s)}` +
    `ev.forEach(function(n){w.addEventListener(n,boot,{capture:true,passive:true})});` +
    `if(/(?:^|;\\s*)${SIGNED_IN_COOKIE}=1(?:;|$)/.test(d.cookie)){d.documentElement.setAttribute('data-signed-in','');boot()}})();`
  );
}

/** The hint cookie for a session state: set while signed in (30 days), expired once signed out. */
export const signedInCookieFor = (signedIn: boolean): string =>
  signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=2592000; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
