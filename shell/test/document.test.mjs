// Every page is one React component of the built page's elements and its own parts, written by
// React: the built head (inline scripts byte for byte: the CSP allows them by hash), one title,
// every text and attribute escaped, the app script after the root or, for a page that starts on
// intent, named on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { scriptHash } from '@academy/static-host';
import { BOOT_ATTRIBUTE } from '../server/boot-on-intent.ts';
import { builtPage } from '../server/built-page.ts';
import { pageDocument } from '../server/document.ts';

const paint = 'if(a<b&&c>"d")paint(\'<b>&amp;</b>\')';
const parts = builtPage(
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="The site.">' +
    `<title>Learn - Academy</title><style id=academy-fonts>@font-face{font-family:"Noto Sans Thai"}</style><script>${paint}</script></head>` +
    '<body><noscript>Needs JavaScript.</noscript><div id=root></div><script defer src=/_app/main.js></script></body></html>',
);
const page = {
  lang: 'th',
  theme: null,
  title: null,
  head: createElement('meta', { name: 'x' }),
  rendered: null,
  onIntent: false,
};
const rendered = { html: '<main>Gas</main>', styles: [], state: {} };

/** The inline scripts a browser runs, as the CSP hashes them (static-host's security.mjs). */
const inlineScripts = (html) =>
  [...html.matchAll(/<script(?![^>]*\ssrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes))
    .map(([, , body]) => body);

describe('a page composed from the built parts', () => {
  it('a page the browser renders: the built head and title, the notice, an empty root, then the app script', () => {
    assert.equal(
      pageDocument(parts, page),
      '<!doctype html><html lang="th"><head><meta charSet="utf-8"/><title>Learn - Academy</title><meta name="x"/>' +
        `<style id="academy-fonts">@font-face{font-family:"Noto Sans Thai"}</style><script>${paint}</script></head>` +
        '<body><noscript>Needs JavaScript.</noscript><div id="root"></div><script defer="" src="/_app/main.js"></script></body></html>',
    );
  });

  it('runs exactly the built inline scripts, byte for byte (their CSP hashes hold)', () => {
    for (const html of [pageDocument(parts, page), pageDocument(parts, { ...page, rendered, onIntent: true })]) {
      assert.deepEqual(inlineScripts(html).map(scriptHash), [scriptHash(paint)]);
    }
  });

  it('a server-rendered page: its title, theme, HTML, critical CSS and state; no notice', () => {
    const html = pageDocument(parts, {
      ...page,
      theme: 'dark',
      title: 'Gas fees - Academy',
      rendered: {
        html: '<main>Gas</main>',
        styles: [{ key: 'mui', ids: ['a1', 'b2'], css: '.mui-a1{color:red}.mui-b2>p{margin:0}' }],
        state: { queries: [{ data: '</script><script>alert(1)</script>' }] },
      },
    });
    assert.match(html, /^<!doctype html><html lang="th" data-theme="dark"><head>/);
    assert.ok(html.includes('<title>Gas fees - Academy</title>'));
    assert.ok(
      html.includes(
        '<style data-emotion="mui a1 b2">.mui-a1{color:red}.mui-b2>p{margin:0}</style>' +
          '<script type="application/json" id="academy-ssr-state">{"queries":[{"data":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script></head>',
      ),
    );
    assert.ok(
      html.includes('<body><div id="root"><main>Gas</main></div><script defer="" src="/_app/main.js"></script></body>'),
    );
    assert.doesNotMatch(html, /noscript|<script>alert/);
  });

  it('writes a title and description that try to open a tag as text: one title, no new element', () => {
    const hostile = '</title><script>alert(1)</script> & "quotes" <b>';
    const html = pageDocument(parts, {
      ...page,
      title: hostile,
      head: createElement('meta', { name: 'description', content: hostile }),
    });
    assert.equal(html.match(/<title/g)?.length, 1);
    assert.ok(
      html.includes(
        '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt;</title>',
      ),
    );
    assert.ok(
      html.includes(
        '<meta name="description" content="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt;"/>',
      ),
    );
    assert.doesNotMatch(html, /<script>alert/);
    assert.ok(!html.includes('"quotes" <b>'));
  });

  it('a page that starts on intent names its app script on the root and does not load it', () => {
    const html = pageDocument(parts, { ...page, rendered, onIntent: true });
    assert.ok(html.includes(`<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"><main>Gas</main></div></body>`));
    assert.doesNotMatch(html, /<script defer/);
  });
});
