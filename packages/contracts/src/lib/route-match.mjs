// Which page a path is, from the route table: plain JavaScript so the shell's Node server uses
// the same matching as the browser (routes.ts re-exports it with its types).
import routeTable from './route-table.json' with { type: 'json' };

const remoteNames = Object.keys(routeTable.remotes);

export const isLanguage = (value) => typeof value === 'string' && routeTable.languages.includes(value);

/** The language a path starts with, else the default (`/th/x` -> th, `/x` -> en). */
export function languageOfPath(pathname) {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : routeTable.defaultLanguage;
}

/** The segments of a path after its language (`/en/articles/x` -> ['articles', 'x']). */
export function segmentsAfterLanguage(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return segments;
}

/** The section of a path: its first segment after the language (`''` for the home page). */
export const sectionOf = (pathname) => segmentsAfterLanguage(pathname)[0] ?? '';

const remoteOfSection = (section) => remoteNames.find((name) => routeTable.remotes[name].includes(section));

/** Which remote serves a path. Accepts `/en/articles/x` or the part after the language. */
export const remoteForPath = (pathname) => remoteOfSection(sectionOf(pathname));

/**
 * Whether a path is a page of the site: `/`, or a section some remote owns (percent-encoded or
 * not), with or without a language (a path without one is sent to the browser's language).
 */
export function isKnownPath(pathname) {
  return remoteOfSection(decodeURIComponentSafe(sectionOf(pathname))) !== undefined;
}

/** `decodeURIComponent`, or the value as it is when it is not valid percent-encoding. */
export function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
