// The built index.html is read once, by an HTML parser, into the elements every page is made of:
// the head as built (inline scripts as they are: the CSP allows them by hash) without its title
// and description, the "needs JavaScript" notice, what the body has around the root, the app script.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtPage } from '../server/built-page.ts';

// As webpack writes it: minified, unquoted attributes, the notice before the root.
const paint = 'if(a<b&&c>"d")paint(\'<b>&amp;</b>\')';
const built =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="The site &amp; more.">' +
  '<title>Learn &amp; earn - Academy</title><style id=academy-fonts>@font-face{src:url(/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2)}' +
  `@font-face{src:url(/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2)}</style><script>${paint}</script></head>` +
  '<body><noscript>Needs JavaScript.</noscript><div id=root></div><script defer src=/_app/main.js></script></body></html>';

describe('the built page, read once', () => {
  it('reads the head without title and description, the notice, the app script and the fonts', () => {
    const parts = builtPage(built);
    assert.deepEqual(parts.head, [
      { tag: 'meta', attributes: { charset: 'utf-8' }, innerHtml: '' },
      {
        tag: 'style',
        attributes: { id: 'academy-fonts' },
        innerHtml:
          '@font-face{src:url(/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2)}' +
          '@font-face{src:url(/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2)}',
      },
      { tag: 'script', attributes: {}, innerHtml: paint },
    ]);
    assert.equal(parts.title, 'Learn & earn - Academy');
    assert.equal(parts.description, 'The site & more.');
    assert.deepEqual(parts.noscript, { tag: 'noscript', attributes: {}, innerHtml: 'Needs JavaScript.' });
    assert.deepEqual(parts.bodyStart, []);
    assert.equal(parts.appScript, '/_app/main.js');
    assert.deepEqual(parts.bodyEnd, []);
    assert.deepEqual(parts.thaiFonts, [
      '/_app/fonts/noto-sans-thai-thai-400-normal.1a2b.woff2',
      '/_app/fonts/noto-sans-thai-thai-700-normal.3c4d.woff2',
    ]);
  });

  it('reads a page with quoted attributes and what the body has around the root', () => {
    const quoted = builtPage(
      '<html><head>\n  <link rel="icon" href="/_app/favicon.svg" crossorigin>\n</head><body>\n' +
        '<a href="#main">Skip</a><div id="root"></div><script defer="" src="/_app/m.js"></script><p>After</p></body></html>',
    );
    assert.deepEqual(quoted.head, [
      { tag: 'link', attributes: { rel: 'icon', href: '/_app/favicon.svg', crossorigin: '' }, innerHtml: '' },
    ]);
    assert.equal(quoted.appScript, '/_app/m.js');
    assert.deepEqual(quoted.bodyStart, [{ tag: 'a', attributes: { href: '#main' }, innerHtml: 'Skip' }]);
    assert.deepEqual(quoted.bodyEnd, [{ tag: 'p', attributes: {}, innerHtml: 'After' }]);
    assert.equal(quoted.noscript, null);
  });

  it('leaves empty what a page lacks', () => {
    assert.deepEqual(builtPage('<p>x</p>'), {
      head: [],
      title: '',
      description: null,
      noscript: null,
      bodyStart: [{ tag: 'p', attributes: {}, innerHtml: 'x' }],
      appScript: null,
      bodyEnd: [],
      thaiFonts: [],
    });
  });
});
