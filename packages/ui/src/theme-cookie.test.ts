import { readThemeCookie, schemeOfThemeCookie, schemeOnlyCookie, themeCookieFor } from './theme-cookie.cjs';

describe('theme cookie', () => {
  it('reads only known choices from a Cookie header', () => {
    expect(readThemeCookie('a=1; theme=system')).toBe('system');
    expect(readThemeCookie('theme=dark')).toBe('dark');
    expect(readThemeCookie('theme=light; theme=dark')).toBe('light');
    expect(readThemeCookie('theme=purple')).toBeUndefined();
    expect(readThemeCookie('theme=darkness')).toBeUndefined();
    expect(readThemeCookie('xtheme=dark')).toBeUndefined();
    expect(readThemeCookie('')).toBeUndefined();
    expect(readThemeCookie()).toBeUndefined();
  });

  it('gives the scheme of an explicit choice only', () => {
    expect(schemeOfThemeCookie('theme=dark')).toBe('dark');
    expect(schemeOfThemeCookie('a=1;theme=light')).toBe('light');
    expect(schemeOfThemeCookie('theme=system')).toBeUndefined();
    expect(schemeOfThemeCookie('')).toBeUndefined();
  });

  it('keeps the explicit scheme alone from a Cookie header (what a server render may see)', () => {
    expect(schemeOnlyCookie('session=secret; theme=dark; XSRF-TOKEN=x')).toBe('theme=dark');
    expect(schemeOnlyCookie('theme=system; session=secret')).toBe('');
    expect(schemeOnlyCookie(undefined)).toBe('');
  });

  it('writes a choice for a year on the whole site', () => {
    expect(themeCookieFor('dark')).toBe('theme=dark; path=/; max-age=31536000; SameSite=Lax');
  });
});
