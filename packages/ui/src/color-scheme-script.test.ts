// The pre-paint script the build writes into the page (MUI's InitColorSchemeScript reading the
// `theme` cookie): run here as the browser runs it, before any React.
import { colorSchemeScript, colorSchemeStyle } from './color-scheme-script.cjs';

function systemPrefers(scheme: 'light' | 'dark') {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function clearCookies() {
  for (const name of ['theme', 'other', 'xtheme']) document.cookie = `${name}=; max-age=0; path=/`;
}

function runScript() {
  document.documentElement.removeAttribute('data-theme');
  new Function(colorSchemeScript())();
  return document.documentElement.getAttribute('data-theme');
}

describe('color scheme init script', () => {
  afterEach(clearCookies);

  it('follows the operating system while the learner has not chosen', () => {
    systemPrefers('dark');
    expect(runScript()).toBe('dark');
    systemPrefers('light');
    expect(runScript()).toBe('light');
  });

  it('follows the system for the "system" choice', () => {
    document.cookie = 'theme=system; path=/';
    systemPrefers('dark');
    expect(runScript()).toBe('dark');
  });

  it('applies an explicit choice from the cookie whatever the system prefers', () => {
    systemPrefers('dark');
    document.cookie = 'other=1; path=/';
    document.cookie = 'theme=light; path=/';
    expect(runScript()).toBe('light');
    systemPrefers('light');
    document.cookie = 'theme=dark; path=/';
    expect(runScript()).toBe('dark');
  });

  it('reads an unknown value or a cookie that only ends in "theme" as no choice (the system)', () => {
    systemPrefers('light');
    document.cookie = 'xtheme=dark; path=/';
    expect(runScript()).toBe('light');
    document.cookie = 'theme=%3Cscript%3E; path=/';
    expect(runScript()).toBe('light');
    systemPrefers('dark');
    document.cookie = 'theme=purple; path=/';
    expect(runScript()).toBe('dark');
  });

  it("finds the choice wherever its cookie stands among the page's cookies", () => {
    // the cookie string as a browser gives it, other cookies first (jsdom's own order can differ)
    const cookies = (value: string) =>
      Object.defineProperty(document, 'cookie', { configurable: true, get: () => value });
    systemPrefers('dark');
    try {
      cookies('academy-signed-in=1; theme=light');
      expect(runScript()).toBe('light');
      cookies('a=1;theme=light;b=2');
      expect(runScript()).toBe('light');
      cookies('theme=light; academy-signed-in=1');
      expect(runScript()).toBe('light');
      cookies('mytheme=light; theme-x=light');
      expect(runScript()).toBe('dark');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('reads the cookie, never localStorage', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    localStorage.setItem('theme', 'dark');
    systemPrefers('light');
    expect(runScript()).toBe('light');
    expect(getItem).not.toHaveBeenCalled();
    getItem.mockRestore();
    localStorage.clear();
  });

  it('gives the page the background and color-scheme of each scheme before the app CSS arrives', () => {
    expect(colorSchemeStyle()).toBe(
      'html{color-scheme:light;background:#f7faf8}html[data-theme="dark"]{color-scheme:dark;background:#0b1410}',
    );
  });
});
