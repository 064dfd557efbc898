import type { ColorScheme, ThemeChoice } from './lib/theme';

export declare const THEME_COOKIE: string;
export declare function isThemeChoice(value: unknown): value is ThemeChoice;
export declare function readThemeCookie(cookie?: string): ThemeChoice | undefined;
export declare function schemeOfThemeCookie(cookie?: string): ColorScheme | undefined;
export declare function schemeOnlyCookie(cookie?: string): string;
export declare function themeCookieFor(choice: ThemeChoice): string;
