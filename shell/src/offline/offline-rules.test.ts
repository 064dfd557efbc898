import { BOOT_ATTRIBUTE } from '../../server/boot-on-intent';
import { SSR_STATE_ID } from '../../server/ssr-state-id';
import {
  isCacheableResponse,
  offlinePageUrl,
  articleImagesOf,
  isArticleImage,
  readOnlyCopy,
  remoteAssetKind,
  savedArticlePaths,
  savedCacheName,
  savedCachesToDrop,
} from './offline-rules';

describe('saved pages: one cache per learner', () => {
  const caches = ['workbox-precache-v2-x', 'academy-remote-code', savedCacheName('7'), savedCacheName('70')];

  it('drops every other learner’s saved pages and nothing else', () => {
    expect(savedCachesToDrop(caches, '7')).toEqual([savedCacheName('70')]);
    expect(savedCachesToDrop(caches, '70')).toEqual([savedCacheName('7')]);
  });

  it('drops every learner’s saved pages when nobody is signed in', () => {
    expect(savedCachesToDrop(caches, null)).toEqual([savedCacheName('7'), savedCacheName('70')]);
  });

  it('names a learner’s cache by their id alone', () => {
    expect(savedCacheName('7')).not.toBe(savedCacheName('8'));
    expect(savedCacheName('a/b')).toBe('academy-saved-a%2Fb');
  });
});

describe('remoteAssetKind', () => {
  const own = 'https://academy.example';
  const kind = (url: string) => remoteAssetKind(new URL(url), own);

  it('a remote’s manifest and entry are entries (network first), its hashed chunks code (cache first)', () => {
    expect(kind('https://content.example/mf-manifest.json')).toBe('entry');
    expect(kind('https://content.example/remoteEntry.js')).toBe('entry');
    expect(kind('https://content.example/356.d80246a9.js')).toBe('code');
    expect(kind('https://content.example/styles.0a1b2c3d.css')).toBe('code');
  });

  it('keeps nothing of the site’s own origin, the API, a cache-busted URL or an unhashed file', () => {
    expect(kind(`${own}/_app/356.d80246a9.js`)).toBeNull();
    expect(kind('https://api.example/client/blogs/slug/what-is-bitcoin')).toBeNull();
    expect(kind('https://api.example/client/favorites')).toBeNull();
    expect(kind('https://content.example/mf-manifest.json?t=1')).toBeNull();
    expect(kind('https://content.example/main.js')).toBeNull();
  });
});

describe('isCacheableResponse', () => {
  const answer = (status: number, cacheControl?: string) => ({
    status,
    headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
  });

  it('keeps a 200 the server lets be kept', () => {
    expect(isCacheableResponse(answer(200))).toBe(true);
    expect(isCacheableResponse(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(isCacheableResponse(answer(200, 'no-cache'))).toBe(true);
  });

  it('never keeps an error, an opaque answer, or a private or no-store one', () => {
    expect(isCacheableResponse(answer(404))).toBe(false);
    expect(isCacheableResponse(answer(500))).toBe(false);
    expect(isCacheableResponse(answer(0))).toBe(false);
    expect(isCacheableResponse(answer(206))).toBe(false);
    expect(isCacheableResponse(answer(200, 'private, max-age=60'))).toBe(false);
    expect(isCacheableResponse(answer(200, 'No-Store'))).toBe(false);
  });
});

describe('offline pages and saved paths', () => {
  it('the offline page is the path’s language, English by default', () => {
    expect(offlinePageUrl('/th/glossary')).toBe('/_app/offline-th.html');
    expect(offlinePageUrl('/en/articles/x')).toBe('/_app/offline-en.html');
    expect(offlinePageUrl('/')).toBe('/_app/offline-en.html');
  });

  it('a saved article is kept in every language', () => {
    expect(savedArticlePaths(['what-is-bitcoin', 'a b'])).toEqual([
      '/en/articles/what-is-bitcoin',
      '/th/articles/what-is-bitcoin',
      '/en/articles/a%20b',
      '/th/articles/a%20b',
    ]);
  });
});

describe('readOnlyCopy', () => {
  const state = `<script type="application/json" id="${SSR_STATE_ID}">{}</script>`;
  const page = (head: string, body: string) =>
    `<!doctype html><html lang="en"><head><script>boot()</script>${head}</head><body>${body}</body></html>`;

  it('keeps a server-rendered page without the app script, on the root or in the page', () => {
    const onIntent = page(state, `<div id="root" ${BOOT_ATTRIBUTE}="/_app/main.js"><h1>Bitcoin</h1></div>`);
    expect(onIntent).toContain(BOOT_ATTRIBUTE);
    const copy = readOnlyCopy(onIntent)!;
    expect(copy).not.toContain(BOOT_ATTRIBUTE);
    expect(copy).not.toContain('main.js');
    expect(copy).toContain('<div id="root"><h1>Bitcoin</h1></div>');
    expect(copy).toContain('<script>boot()</script>');

    const atLoad = page(`${state}<script defer src=/_app/main.js></script>`, '<div id=root><h1>Bitcoin</h1></div>');
    expect(readOnlyCopy(atLoad)).not.toContain('main.js');
  });

  it('keeps nothing of a page the browser would render (no server state: its text needs the app)', () => {
    expect(readOnlyCopy(page('<script defer src="/_app/main.js"></script>', '<div id="root"></div>'))).toBeNull();
  });
});

describe('article images of a kept page', () => {
  const api = 'https://api.academy.example/client/blogs/images';
  const diagram = `${api}/what-is-blockchain-chain-0123456789abcdef-640x360.svg`;
  const picture = `${api}/what-is-blockchain-floor-0123456789abcdef-1000x500-1000.webp`;
  const html =
    `<!doctype html><script type="application/json" id="${SSR_STATE_ID}">{}</script>` +
    `<figure><img src="${diagram}" alt="Blocks" width="640" height="360" loading="lazy"></figure>` +
    `<figure><picture><source type="image/avif" srcset="${picture.replace('-1000.webp', '-480.avif')} 480w" sizes="100vw">` +
    `<source type="image/webp" srcset="${picture.replace('-1000.webp', '-480.webp')} 480w" sizes="100vw">` +
    `<img src="${picture}" alt="Floor" width="1000" height="500"></picture></figure>` +
    `<img src="https://elsewhere.example/x.png" alt="">`;

  it('are kept with it: each diagram and picture it shows, once', () => {
    expect(articleImagesOf(html + html)).toEqual([diagram, picture]);
  });

  it("a picture's other widths are left out of the copy, so offline it shows the one kept", () => {
    const copy = readOnlyCopy(html)!;
    expect(copy).not.toContain('<source');
    expect(copy).toContain(`<picture><img src="${picture}"`);
    expect(articleImagesOf(copy)).toEqual([diagram, picture]);
  });

  it('are answered from the kept copy by address, whatever the API origin', () => {
    expect(isArticleImage(new URL(diagram))).toBe(true);
    expect(isArticleImage(new URL('http://localhost:3100/client/blogs/images/a-0123456789abcdef-1x1.svg'))).toBe(true);
    expect(isArticleImage(new URL('https://api.academy.example/client/blogs/covers/a.avif'))).toBe(false);
  });
});
