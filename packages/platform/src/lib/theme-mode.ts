import type { StorageManager } from '@mui/system/cssVars';
import { THEME_CHOICES, type ThemeChoice } from '@academy/ui';
import { readThemeCookie, THEME_COOKIE, themeCookieFor } from '@academy/ui/theme-cookie';

export { readThemeCookie };

/** Keeps the choice for a year (`system` too: it is a choice, and the server sees it). */
export function writeThemeCookie(choice: ThemeChoice) {
  document.cookie = themeCookieFor(choice);
}

const noop = () => undefined;

/**
 * MUI's colour-scheme storage on the `theme` cookie instead of localStorage, so the init script
 * (@academy/ui/color-scheme-script) and a server render read the same choice. Only the mode is
 * stored; the light and dark scheme names are fixed.
 */
export const themeCookieStorage: StorageManager = ({ key }) => ({
  get(defaultValue) {
    if (typeof document === 'undefined') return undefined;
    if (key !== THEME_COOKIE) return defaultValue;
    return readThemeCookie(document.cookie) ?? defaultValue;
  },
  set(value) {
    if (key !== THEME_COOKIE || typeof document === 'undefined') return;
    if ((THEME_CHOICES as readonly unknown[]).includes(value)) writeThemeCookie(value as ThemeChoice);
  },
  subscribe: () => noop,
});
