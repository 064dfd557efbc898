// The built index.html is read once into its parts, and every page is composed from them: the
// head as built (inline scripts byte for byte: the CSP allows them by hash), the page's own title
// and description, the app script after the root or, for a page that starts on intent, on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BOOT_ATTRIBUTE } from '../server/boot-on-intent.ts';
import { builtPage, pageDocument } from '../server/document.ts';

// As webpack writes it: minified, unquoted attributes, the notice before the root.
const built =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="The site.">' +
  '<title>Learn - Academy</title><style id=academy-fonts>@font-face{src:url(/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2)}' +
  '@font-face{src:url(/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2)}</style><script>paint()</script></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id=root></div><script defer src=/_app/main.js></script></body></html>';
const page = { lang: 'th', theme: null, title: null, headTags: '<meta name="x">', rendered: null, onIntent: false };

describe('the built page, read once', () => {
  it('splits into the head without title and description, the notice, the app script and the fonts', () => {
    const parts = builtPage(built);
    assert.equal(
      parts.head,
      '<meta charset=utf-8><style id=academy-fonts>@font-face{src:url(/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2)}' +
        '@font-face{src:url(/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2)}</style><script>paint()</script>',
    );
    assert.equal(parts.title, 'Learn - Academy');
    assert.equal(parts.description, '<meta name=description content="The site.">');
    assert.equal(parts.noscript, '<noscript>Needs JavaScript.</noscript>');
    assert.equal(parts.appScript, '/_app/main.js');
    assert.deepEqual(parts.thaiFonts, [
      '/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2',
      '/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2',
    ]);
  });

  it('reads a page with quoted attributes, and one with nothing but a head', () => {
    const quoted = builtPage(
      '<html><head></head><body><div id="root"></div><script defer="" src="/_app/m.js"></script></body></html>',
    );
    assert.equal(quoted.appScript, '/_app/m.js');
    assert.equal(quoted.bodyEnd, '');
    assert.deepEqual(builtPage('<script>var a=1</script>'), {
      head: '',
      title: '',
      description: '',
      bodyStart: '',
      noscript: '',
      appScript: null,
      bodyEnd: '',
      thaiFonts: [],
    });
  });
});

describe('a page composed from the parts', () => {
  const parts = builtPage(built);

  it('a page the browser renders: the built head and title, the notice, an empty root, then the app script', () => {
    assert.equal(
      pageDocument(parts, page),
      `<!doctype html><html lang="th"><head>${parts.head}<title>Learn - Academy</title><meta name="x"></head>` +
        '<body><noscript>Needs JavaScript.</noscript><div id="root"></div><script defer src="/_app/main.js"></script></body></html>',
    );
  });

  it('a server-rendered page: its title (escaped), theme, HTML and head tags, no notice', () => {
    const html = pageDocument(parts, {
      ...page,
      theme: 'dark',
      title: 'Gas <fees> - Academy',
      rendered: { html: '<main>Gas</main>', headTags: '<style>.a{}</style>' },
    });
    assert.match(html, /^<!doctype html><html lang="th" data-theme="dark"><head>/);
    assert.match(html, /<title>Gas &#60;fees&#62; - Academy<\/title><meta name="x"><style>\.a\{\}<\/style><\/head>/);
    assert.match(
      html,
      /<body><div id="root"><main>Gas<\/main><\/div><script defer src="\/_app\/main.js"><\/script><\/body>/,
    );
    assert.doesNotMatch(html, /noscript/);
  });

  it('a page that starts on intent names its app script on the root and does not load it', () => {
    const html = pageDocument(parts, { ...page, rendered: { html: '<main>Gas</main>', headTags: '' }, onIntent: true });
    assert.match(html, new RegExp(`<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"><main>Gas</main></div></body>`));
    assert.doesNotMatch(html, /<script defer/);
  });
});
