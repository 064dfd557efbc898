import * as contracts from '@academy/contracts';
import { BREAKPOINTS, THEME_MODES } from '@academy/ui';
import { DEFAULT_API_URL, THEME_COOKIE, TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from './constants';

describe('where constants live', () => {
  it('contracts holds only the API and business contract: no presentation or browser settings', () => {
    const presentation = Object.keys(contracts).filter((name) =>
      /^(THEME|TOAST|BREAKPOINT|DEFAULT_API_URL|HTTP_TIMEOUT)/.test(name),
    );
    expect(presentation).toEqual([]);
  });

  it('ui holds the design tokens of the spec', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(THEME_MODES).toEqual(['light', 'dark']);
  });

  it('platform holds the browser runtime settings', () => {
    expect({ THEME_COOKIE, TOAST_MAX_SNACK, TOAST_AUTO_HIDE_MS, DEFAULT_API_URL }).toEqual({
      THEME_COOKIE: 'theme',
      TOAST_MAX_SNACK: 3,
      TOAST_AUTO_HIDE_MS: 5000,
      DEFAULT_API_URL: 'http://localhost:1337',
    });
  });
});
