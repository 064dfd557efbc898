import ports from '@academy/contracts/ports';

/** Settings of the browser runtime (not part of the API contract, which lives in @academy/contracts). */
export { THEME_COOKIE } from '@academy/ui/theme-cookie';
export const TOAST_MAX_SNACK = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
/** The API's local address when the page carries no runtime config (a remote's standalone dev page). */
export const DEFAULT_API_URL = `http://localhost:${ports.api}`;
/** 0: no client-side timeout (the API and the proxies bound requests). */
export const HTTP_TIMEOUT_MS = 0;
