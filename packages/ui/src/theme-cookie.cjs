// The learner's theme choice on the `theme` cookie (its name and the choices: lib/color-scheme.json).
// The one reader and writer for the app (platform's MUI storage), the shell's server render and
// its Node server; plain CommonJS so the server runs it without a build. The page's pre-paint
// script (color-scheme-script.cjs) reads the same cookie with the same rule in the browser.
const { cookie: THEME_COOKIE, choices } = require('./lib/color-scheme.json');

/** Whether a value is one of the choices (light, dark, system). */
const isThemeChoice = (value) => choices.includes(value);

/** The choice in a Cookie header or `document.cookie`; undefined for none or an unknown value. */
function readThemeCookie(cookie = '') {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === THEME_COOKIE)?.[1];
  return isThemeChoice(value) ? value : undefined;
}

/** The scheme a cookie chooses explicitly (light or dark); undefined for `system` or none. */
function schemeOfThemeCookie(cookie) {
  const choice = readThemeCookie(cookie);
  return choice === 'system' ? undefined : choice;
}

/** A Cookie header with the cookie's explicit scheme alone (`theme=dark`), '' without one. */
function schemeOnlyCookie(cookie) {
  const scheme = schemeOfThemeCookie(cookie);
  return scheme ? `${THEME_COOKIE}=${scheme}` : '';
}

/** The cookie that keeps a choice for a year (`system` too: it is a choice, and the server sees it). */
const themeCookieFor = (choice) => `${THEME_COOKIE}=${choice}; path=/; max-age=31536000; SameSite=Lax`;

module.exports = {
  THEME_COOKIE,
  isThemeChoice,
  readThemeCookie,
  schemeOfThemeCookie,
  schemeOnlyCookie,
  themeCookieFor,
};
