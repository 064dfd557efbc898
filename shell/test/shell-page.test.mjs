import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ports from '@academy/contracts/ports';
import { runtimeConfigFromEnv } from '../server/runtime-config.ts';
import { builtPage } from '../server/built-page.ts';
import { renderShellPage } from '../server/shell-page.ts';

const template = builtPage('<!doctype html><html lang=en><head><title>x</title></head><body></body></html>');

describe('shell page', () => {
  it('injects the config, the language, the theme from the cookie and a preload of the route’s remote', () => {
    const config = runtimeConfigFromEnv({});
    const html = renderShellPage(template, config, { pathname: '/th/quizzes', cookie: 'a=1; theme=dark' });
    assert.match(html, /<html lang="th" data-theme="dark">/);
    assert.ok(html.includes(`window.__ACADEMY_CONFIG__={"apiUrl":"http://localhost:${ports.api}"`));
    assert.ok(
      html.includes(
        `<link rel="preload" href="http://localhost:${ports.quiz}/mf-manifest.json" as="fetch" crossorigin="anonymous"/>`,
      ),
    );
  });

  it('without a theme cookie leaves the theme to the pre-paint script', () => {
    const html = renderShellPage(template, runtimeConfigFromEnv({}), { pathname: '/en/unknown' });
    assert.match(html, /<html lang="en">/);
    assert.doesNotMatch(html, /rel="preload"/);
  });

  it('with the "system" choice (or a value it does not know) leaves the scheme to the pre-paint script', () => {
    for (const cookie of ['theme=system', 'theme=purple', 'xtheme=dark']) {
      const html = renderShellPage(template, runtimeConfigFromEnv({}), { pathname: '/en', cookie });
      assert.match(html, /<html lang="en">/, cookie);
    }
    const light = renderShellPage(template, runtimeConfigFromEnv({}), { pathname: '/en', cookie: 'theme=light' });
    assert.match(light, /<html lang="en" data-theme="light">/);
  });

  it('preloads the Thai faces (regular and bold, hashed URLs from the template) on Thai pages only', () => {
    const withFonts = builtPage(
      '<!doctype html><html lang=en><head><title>x</title>' +
        "<style id=academy-fonts>@font-face{font-weight:400;src:url(/_app/fonts/noto-sans-thai-thai-400-normal.1a2b3c4d.woff2) format('woff2')}" +
        "@font-face{font-weight:500;src:url(/_app/fonts/noto-sans-thai-thai-500-normal.5e6f7a8b.woff2) format('woff2')}" +
        "@font-face{font-weight:700;src:url(/_app/fonts/noto-sans-thai-thai-700-normal.9c0d1e2f.woff2) format('woff2')}</style></head><body></body></html>",
    );
    const th = renderShellPage(withFonts, runtimeConfigFromEnv({}), { pathname: '/th/articles/what-is-bitcoin' });
    const preloads = [
      ...th.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin=""\/>/g),
    ].map((m) => m[1]);
    assert.deepEqual(preloads, [
      '/_app/fonts/noto-sans-thai-thai-400-normal.1a2b3c4d.woff2',
      '/_app/fonts/noto-sans-thai-thai-700-normal.9c0d1e2f.woff2',
    ]);
    const en = renderShellPage(withFonts, runtimeConfigFromEnv({}), { pathname: '/en/articles/what-is-bitcoin' });
    assert.doesNotMatch(en, /as="font"/);
  });

  it('cannot be broken out of the script tag by a config value', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://x/</script><script>alert(1)</script>' });
    const html = renderShellPage(template, config, { pathname: '/en' });
    assert.doesNotMatch(html, /<\/script><script>alert/);
  });

  it('a server-rendered page drops the "needs JavaScript" notice (it works without script); the plain page keeps it', () => {
    const notice = '<noscript>This site needs JavaScript to run.</noscript>';
    const withNotice = builtPage(
      `<!doctype html><html><head><title>x</title></head><body>${notice}<div id="root"></div></body></html>`,
    );
    const plain = renderShellPage(withNotice, runtimeConfigFromEnv({}), { pathname: '/en/glossary' });
    assert.ok(plain.includes(notice));
    const rendered = renderShellPage(withNotice, runtimeConfigFromEnv({}), {
      pathname: '/en/glossary',
      rendered: { html: '<main>Glossary</main>', styles: [], state: {} },
    });
    assert.ok(!rendered.includes('<noscript>'));
    assert.ok(rendered.includes('<div id="root"><main>Glossary</main></div>'));
  });
});
