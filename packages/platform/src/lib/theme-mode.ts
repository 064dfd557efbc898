import { THEME_MODES, type ThemeMode } from '@academy/ui';
import { THEME_COOKIE } from './constants';

export function readThemeCookie(cookie = document.cookie): ThemeMode | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === THEME_COOKIE)?.[1];
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : undefined;
}

export function writeThemeCookie(mode: ThemeMode) {
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=31536000; SameSite=Lax`;
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}
