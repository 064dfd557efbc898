/** @jest-environment node */
import { render } from './render';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  // the page below needs no API: a call would be a change of what a render does
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('a unit test reached for the network'));
});
afterEach(() => jest.restoreAllMocks());

/** A page no remote serves: the shell's own not-found page, rendered without any remote or API. */
const notFoundPage = (lang: string) =>
  render({ url: `http://localhost/${lang}/no-such-page`, apiUrl: 'http://api.test', remotes: {} });

describe('the server render of a page', () => {
  it('gives the page its title (the first DocumentTitle, templated) apart from the markup', async () => {
    for (const [lang, title] of [
      ['en', 'Page not found - Academy'],
      ['th', 'ไม่พบหน้านี้ - Academy'],
    ] as const) {
      const result = await notFoundPage(lang);
      if (result?.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
      expect(result.title).toBe(title);
      expect(result.html).not.toContain('<title');
      expect(result.html).toContain('data-testid="not-found"');
    }
  });

  it("gives Emotion's critical CSS as data (key, ids, css), for the page's server to write", async () => {
    const result = await notFoundPage('en');
    if (result?.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
    expect(result.styles.length).toBeGreaterThan(0);
    for (const { key, ids, css } of result.styles) {
      expect(key).toMatch(/^[\w-]+$/);
      expect(ids.length).toBeGreaterThan(0);
      expect(css).not.toBe('');
      expect(css).not.toContain('<style');
    }
  });
});
