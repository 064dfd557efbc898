// The shell's production server: static files under /_app/, and for every other path the page
// with the deploy-time runtime config (API and remote URLs from env, never from the build),
// the colour scheme from the `theme` cookie (light, dark or system: no flash) and a preload of the current route's remote.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSecurityHeaders, createStaticHost, listen, scriptHash } from '@academy/static-host';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import ports from '@academy/mf-config/ports';
import { pageCacheKey } from './page-cache-key.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.SHELL_DIST ?? path.join(here, 'dist'));
const remoteNames = Object.keys(routeTable.remotes);
const local = (port) => `http://localhost:${port}`;

export function runtimeConfigFromEnv(env = process.env) {
  const trim = (url) => url.replace(/\/+$/, '');
  return {
    apiUrl: trim(env.API_URL ?? local(ports.api)),
    exchangeUrl: trim(env.EXCHANGE_URL ?? local(ports.exchangeSandbox)),
    exchangeClientId: env.EXCHANGE_CLIENT_ID ?? 'academy',
    remotes: Object.fromEntries(
      remoteNames.map((name) => [name, trim(env[`REMOTE_${name.toUpperCase()}_URL`] ?? local(ports[name]))]),
    ),
  };
}

/**
 * Whether a path is a page of the site (the route table's first segments, with or without a
 * language; a path without one is sent to the browser's language by the app). Others answer 404.
 */
export function isKnownPath(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  if (routeTable.languages.includes(segments[0])) segments.shift();
  const first = decodeURIComponentSafe(segments[0] ?? '');
  return remoteNames.some((name) => routeTable.remotes[name].includes(first));
}

export function remoteForPath(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (routeTable.languages.includes(segments[0])) segments.shift();
  const first = segments[0] ?? '';
  return remoteNames.find((name) => routeTable.remotes[name].includes(first));
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value) => String(value).replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeXml = escapeAttr;

/** The inline script that hands the runtime config to the page (allowed by its hash). */
export const configScript = (config) => `window.__ACADEMY_CONFIG__=${escapeJson(config)}`;

export const publicSiteUrlFromEnv = (env = process.env) =>
  (env.PUBLIC_SITE_URL ?? local(ports.shell)).replace(/\/+$/, '');

const SITE_NAME = 'Academy';
const ogLocale = { en: 'en_US', th: 'th_TH' };

/** Localized titles and descriptions of the top-level pages (first segment after the language). */
const staticPages = {
  // The home page's own title ("<page> - Academy", as the page sets it in the browser).
  '': {
    en: [
      'Learn blockchain and crypto',
      'Learn blockchain and crypto in English and Thai: articles, glossary, quizzes and rewards.',
    ],
    th: ['เรียนรู้บล็อกเชนและคริปโต', 'เรียนรู้บล็อกเชนและคริปโตทั้งภาษาไทยและภาษาอังกฤษ: บทความ คลังคำศัพท์ แบบทดสอบ และรางวัล'],
  },
  articles: {
    en: ['Articles', 'Free articles about blockchain and digital currency, for every level.'],
    th: ['บทความ', 'บทความเกี่ยวกับบล็อกเชนและสกุลเงินดิจิทัล สำหรับทุกระดับ'],
  },
  exclusive: {
    en: ['Exclusive articles', 'In-depth articles for subscribers.'],
    th: ['บทความพิเศษ', 'บทความเชิงลึกสำหรับสมาชิก'],
  },
  search: { en: ['Search', 'Search articles and glossary terms.'], th: ['ค้นหา', 'ค้นหาบทความและคำศัพท์'] },
  glossary: {
    en: ['Glossary', 'Blockchain and crypto terms explained simply.'],
    th: ['คลังคำศัพท์', 'คำศัพท์บล็อกเชนและคริปโตอธิบายอย่างเข้าใจง่าย'],
  },
  'get-started': {
    en: ['Get started', 'New to blockchain? Here is how to learn with us, step by step.'],
    th: ['เริ่มต้นใช้งาน', 'เพิ่งเริ่มรู้จักบล็อกเชน? เรียนรู้กับเราทีละขั้นตอน'],
  },
  'about-us': {
    en: ['About us', 'An academy about blockchain and digital currency, run by a blockchain company.'],
    th: ['เกี่ยวกับเรา', 'สถาบันความรู้ด้านบล็อกเชนและสกุลเงินดิจิทัล ดำเนินการโดยบริษัทบล็อกเชน'],
  },
  quizzes: { en: ['Quizzes', 'Test what you know and earn points.'], th: ['แบบทดสอบ', 'ทดสอบความรู้และสะสมคะแนน'] },
  subscriptions: {
    en: ['Subscriptions', 'Unlock every exclusive article, quiz hints and points.'],
    th: ['แพ็กเกจสมาชิก', 'ปลดล็อกบทความพิเศษทุกบทความ คำใบ้ในแบบทดสอบ และคะแนน'],
  },
  legal: {
    en: ['Legal', 'Terms, privacy, subscription terms and cookies policy.'],
    th: ['ข้อกำหนดทางกฎหมาย', 'ข้อกำหนด ความเป็นส่วนตัว เงื่อนไขสมาชิก และนโยบายคุกกี้'],
  },
};

/** The pages listed in the sitemap besides articles and glossary terms. */
const sitemapStaticPaths = [
  '',
  'articles',
  'exclusive',
  'glossary',
  'get-started',
  'about-us',
  'quizzes',
  'pop-quizzes',
  'subscriptions',
  'redeem',
  'hackathon',
  'pitch-2024',
  'legal/terms-and-conditions',
  'legal/privacy-policy',
  'legal/subscription-terms',
  'legal/cookies-policy',
];

/**
 * Fetches one article for the page's meta tags: short timeout, results (also "not found") cached
 * for a few minutes; any failure answers null so the plain page is served.
 */
export function createArticleFetcher({
  apiUrl,
  fetchImpl = globalThis.fetch,
  timeoutMs = 1500,
  ttlMs = 5 * 60_000,
  now = Date.now,
}) {
  const cache = new Map();
  return async function fetchArticle(lang, slug) {
    const key = `${lang}/${slug}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    let value = null;
    try {
      const res = await fetchImpl(`${apiUrl}/client/blogs/slug/${encodeURIComponent(slug)}`, {
        headers: { lang, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) {
        const body = await res.json();
        if (body && typeof body.title === 'string')
          value = {
            title: body.title,
            summary: String(body.summary ?? ''),
            language: body.language,
            coverImage: typeof body.coverImage === 'string' ? body.coverImage : null,
          };
      } else if (res.status !== 404) {
        return null; // not cached: the API may be back soon
      }
    } catch {
      return null;
    }
    if (cache.size > 1000) cache.clear();
    cache.set(key, { value, expires: now() + ttlMs });
    return value;
  };
}

const notFoundTitles = { en: 'Page not found', th: 'ไม่พบหน้านี้' };

/** The head of the 404 page: the localized title, and no indexing. */
export function notFoundMeta(pathname) {
  const first = pathname.split('/').filter(Boolean)[0];
  const lang = routeTable.languages.includes(first) ? first : routeTable.defaultLanguage;
  return { lang, title: `${notFoundTitles[lang]} - ${SITE_NAME}`, notFound: true };
}

/** An absolute URL for an API path (`/client/blogs/cards/...`), or null for none or a broken one. */
function absoluteApiUrl(value, apiUrl) {
  if (!value || !apiUrl) return null;
  try {
    const url = new URL(value, `${apiUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Title, description, links and share image of a page, for the HTML head (no JavaScript needed).
 * An article's image is its social card on the API (`apiUrl`: the address browsers and crawlers reach).
 */
export function pageMeta(pathname, { siteUrl, article, apiUrl } = {}) {
  const segments = pathname.split('/').filter(Boolean);
  const lang = routeTable.languages.includes(segments[0]) ? segments[0] : routeTable.defaultLanguage;
  if (routeTable.languages.includes(segments[0])) segments.shift();
  const rest = segments.map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join('/');
  const urlOf = (l) => `${siteUrl}/${l}${rest ? `/${rest}` : ''}`;
  const known = staticPages[segments[0] ?? ''];
  let title,
    description,
    image = null,
    type = 'website';
  if (article) {
    title = `${article.title} - ${SITE_NAME}`;
    description = article.summary;
    type = 'article';
    image = absoluteApiUrl(article.coverImage, apiUrl);
  } else if (known) {
    const [t, d] = known[lang];
    title = `${t} - ${SITE_NAME}`;
    description = d;
  } else {
    return null;
  }
  return {
    lang,
    title,
    description,
    type,
    image,
    imageAlt: image ? article.title : null,
    url: urlOf(lang),
    alternates: { en: urlOf('en'), th: urlOf('th'), 'x-default': urlOf(routeTable.defaultLanguage) },
  };
}

function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function metaTags(meta) {
  return [
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<link rel="canonical" href="${escapeAttr(meta.url)}">`,
    ...Object.entries(meta.alternates).map(
      ([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeAttr(href)}">`,
    ),
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:url" content="${escapeAttr(meta.url)}">`,
    `<meta property="og:locale" content="${ogLocale[meta.lang]}">`,
    `<meta property="og:locale:alternate" content="${ogLocale[meta.lang === 'en' ? 'th' : 'en']}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeAttr(meta.image)}">`,
          `<meta property="og:image:type" content="image/png">`,
          `<meta property="og:image:width" content="1200">`,
          `<meta property="og:image:height" content="630">`,
          `<meta property="og:image:alt" content="${escapeAttr(meta.imageAlt)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:image" content="${escapeAttr(meta.image)}">`,
          `<meta name="twitter:image:alt" content="${escapeAttr(meta.imageAlt)}">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
  ].join('');
}

/** Text from React's escaped HTML text (a rendered `<title>`). */
export function unescapeHtml(text) {
  return text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name],
  );
}

/**
 * The shell page around the app: language, theme, head tags. `title` (the server render's own
 * title) wins over the meta's, so the title before hydration is the one the page keeps after.
 */
export function renderShellPage(
  template,
  config,
  { pathname, cookie = '', meta: baseMeta = null, title = null, preloadRemote = true },
) {
  const meta = title && baseMeta ? { ...baseMeta, title } : baseMeta;
  const lang = routeTable.languages.find((l) => pathname.split('/')[1] === l) ?? routeTable.defaultLanguage;
  const theme = /(?:^|;\s*)theme=(light|dark)/.exec(cookie)?.[1];
  const remote = remoteForPath(pathname);
  // No preload of a remote the server could not reach: the browser would reuse the failed answer for Retry.
  const preload =
    remote && preloadRemote
      ? [
          `<link rel="preconnect" href="${escapeAttr(config.remotes[remote])}" crossorigin>`,
          `<link rel="preload" href="${escapeAttr(config.remotes[remote])}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
          `<link rel="preload" href="${escapeAttr(config.remotes[remote])}/remoteEntry.js" as="script">`,
        ].join('')
      : '';
  // Thai pages: preload the regular and bold Thai faces the template's @font-face names (hashed URLs).
  const fontPreload =
    lang === 'th'
      ? [...new Set(template.match(/[^"'()\s]*noto-sans-thai-thai-(?:400|700)-normal\.[\w-]*\.?woff2/g) ?? [])]
          .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="font" type="font/woff2" crossorigin>`)
          .join('')
      : '';
  // An explicit light or dark choice is in the first byte; `system` (or none) is resolved by the
  // page's init script before the first paint (@academy/ui/color-scheme-script), which also
  // carries the background and color-scheme of each.
  const htmlAttrs = theme ? `lang="${lang}" data-theme="${theme}"` : `lang="${lang}"`;
  // Regexes, not exact markers: the built page is minified.
  let page = template;
  if (meta?.notFound) {
    page = page
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
      .replace('</head>', '<meta name="robots" content="noindex"></head>');
  } else if (meta) {
    page = page
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', () => `${metaTags(meta)}</head>`);
  } else if (title) {
    page = page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(title)}</title>`);
  }
  return page
    .replace(/<html[^>]*>/, `<html ${htmlAttrs}>`)
    .replace('</head>', () => `<script>${configScript(config)}</script>${fontPreload}${preload}</head>`);
}

/**
 * GET /client/sitemap and the sitemap XML: every article and glossary term in both languages
 * plus the static pages. Without the endpoint (or on any failure) the static pages only.
 */
export async function renderSitemap({ apiUrl, siteUrl, fetchImpl = globalThis.fetch, timeoutMs = 3000 }) {
  let articles = [];
  let glossary = [];
  try {
    const res = await fetchImpl(`${apiUrl}/client/sitemap`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.ok) {
      const body = await res.json();
      const list = (value) => (Array.isArray(value) ? value : []);
      articles = list(body?.articles ?? body?.blogs).filter((a) => a && typeof a.slug === 'string');
      glossary = list(body?.glossary ?? body?.glossaries).filter(
        (g) => g && (typeof g.id === 'number' || typeof g.id === 'string'),
      );
    }
  } catch {
    // static pages only
  }
  const lastmodOf = (item) => {
    const value = item.updated_at ?? item.updatedAt ?? item.publishedAt;
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
  };
  const entries = [
    ...sitemapStaticPaths.map((p) => ({ path: p, lastmod: null })),
    ...articles.map((a) => ({ path: `articles/${encodeURIComponent(a.slug)}`, lastmod: lastmodOf(a) })),
    ...glossary.map((g) => ({ path: `glossary/${encodeURIComponent(String(g.id))}`, lastmod: lastmodOf(g) })),
  ];
  const urlOf = (lang, p) => `${siteUrl}/${lang}${p ? `/${p}` : ''}`;
  const urls = entries.flatMap(({ path: p, lastmod }) =>
    routeTable.languages.map(
      (lang) =>
        `<url><loc>${escapeXml(urlOf(lang, p))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}` +
        routeTable.languages
          .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(urlOf(l, p))}"/>`)
          .join('') +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urlOf(routeTable.defaultLanguage, p))}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const renderRobots = (siteUrl) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const ARTICLE_PATH = /^\/(en|th)\/articles\/([^/]+)\/?$/;

/**
 * The server render (dist/server/render.js, built by the shell's webpack config beside the
 * browser build). Null when it is not built or SSR=off: pages are then rendered in the browser.
 */
export async function loadServerRenderer({ env = process.env, file = path.join(dist, 'server/render.js') } = {}) {
  if (env.SSR === 'off' || !existsSync(file)) return null;
  const require = createRequire(import.meta.url);
  // The federation runtime starts asynchronously: the module's exports may come as a promise.
  const loaded = await require(file);
  return typeof loaded?.render === 'function' ? loaded : null;
}

/** The remotes' URLs as the shell's server reaches them (SERVER_REMOTE_<NAME>_URL, else the public one). */
export function serverRemotesFromEnv(config, env = process.env) {
  return Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => [
      name,
      (env[`SERVER_REMOTE_${name.toUpperCase()}_URL`] ?? url).replace(/\/+$/, ''),
    ]),
  );
}

const themeCookieOf = (cookie = '') => /(?:^|;\s*)theme=(light|dark)/.exec(cookie)?.[1] ?? '';

/**
 * A micro-cache of server-rendered pages by key (0 `ttlMs`: off). A page is fresh for `ttlMs`;
 * for `staleMs` more it is still answered at once while one render refreshes it in the
 * background (stale-while-revalidate), so no request waits for a render of a busy page.
 * Concurrent misses of one key share one render. Failed renders (null) are not kept, nor pages
 * `keepable` refuses (e.g. one rendered while a remote was down: the next request renders again).
 */
export function createMicroCache({ ttlMs, staleMs = 0, max = 500, now = Date.now, keepable = () => true }) {
  const entries = new Map();
  const keep = (key, value) => {
    entries.delete(key);
    if (!keepable(value)) return;
    entries.set(key, { value, expires: now() + ttlMs });
    if (entries.size > max) entries.delete(entries.keys().next().value);
  };
  return async function cached(key, produce) {
    if (!(ttlMs > 0)) return produce();
    const hit = entries.get(key);
    if (hit?.pending) return hit.pending;
    if (hit && now() < hit.expires) return hit.value;
    if (hit && now() < hit.expires + staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        void produce().then(
          (value) => (value ? keep(key, value) : (hit.refreshing = false)),
          () => (hit.refreshing = false),
        );
      }
      return hit.value;
    }
    const pending = produce();
    entries.set(key, { pending });
    try {
      const value = await pending;
      if (value) keep(key, value);
      else entries.delete(key);
      return value;
    } catch (error) {
      entries.delete(key);
      throw error;
    }
  };
}

/**
 * The server-rendered page: the shell page with the app's HTML, its critical CSS and state,
 * and the hash that allows the state's script.
 */
export function withServerRender(page, rendered) {
  const state = `window.__ACADEMY_SSR__=${escapeJson(rendered.state)}`;
  const html = page
    .replace('</head>', () => `${rendered.styles}<script>${state}</script></head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${rendered.html}</div>`);
  return { html, scriptHash: scriptHash(state) };
}

/** The shell's HTTP server: pages with meta tags, /sitemap.xml, /robots.txt, and the static files. */
export function createShellServer({
  template,
  env = process.env,
  fetchImpl = globalThis.fetch,
  dir = dist,
  renderer = null,
}) {
  const config = runtimeConfigFromEnv(env);
  const siteUrl = publicSiteUrlFromEnv(env);
  // The server may reach the API at another address than browsers do (inside docker-compose).
  const serverApiUrl = (env.SERVER_API_URL ?? config.apiUrl).replace(/\/+$/, '');
  const fetchArticle = createArticleFetcher({ apiUrl: serverApiUrl, fetchImpl });
  // CSP: 'self', the remotes and the API; inline scripts by hash (the template's and what we inject).
  const securityHeaders = createSecurityHeaders({
    origins: Object.values(config.remotes),
    connectOrigins: [config.apiUrl],
    template,
    trustProxy: env.TRUST_PROXY,
  });
  const serverRemotes = serverRemotesFromEnv(config, env);
  const manifestTtlMs = Number(env.SSR_REMOTE_MANIFEST_TTL_MS ?? 5000);
  const configHash = scriptHash(configScript(config));
  const microCache = createMicroCache({
    ttlMs: Number(env.SSR_CACHE_TTL_MS ?? 2000),
    staleMs: Number(env.SSR_CACHE_STALE_MS ?? 10000),
    max: Number(env.SSR_CACHE_MAX_PAGES ?? 500),
    keepable: (answer) => !answer.remoteFailed,
  });
  async function renderFresh(req) {
    try {
      const theme = themeCookieOf(req.headers.cookie);
      const result = await renderer.render({
        url: new URL(req.url, 'http://localhost').href,
        // Only the theme: a render never sees the API's session cookie (same host, other port
        // locally), so it stays anonymous and fit for the micro-cache below.
        cookie: theme ? `theme=${theme}` : '',
        apiUrl: serverApiUrl,
        runtimeConfig: config,
        remotes: serverRemotes,
        manifestTtlMs,
      });
      return result?.kind === 'page' ? result : null;
    } catch (error) {
      console.error(`ssr: ${new URL(req.url, 'http://localhost').pathname} rendered in the browser instead:`, error);
      return null;
    }
  }
  /** The article of an article path, for its meta tags (null elsewhere or when the API fails). */
  function articleFor(pathname) {
    const match = ARTICLE_PATH.exec(pathname);
    return match ? fetchArticle(match[1], decodeURIComponentSafe(match[2])) : Promise.resolve(null);
  }
  /** The shell page for `pathname`, with the server render when there is one. */
  function pageAnswer(req, pathname, article, rendered) {
    const page = renderShellPage(template, config, {
      pathname,
      cookie: req.headers.cookie,
      meta: pageMeta(pathname, { siteUrl, article, apiUrl: config.apiUrl }),
      title: rendered?.title ? unescapeHtml(rendered.title) : null,
      preloadRemote: !rendered?.state.failed?.length,
    });
    if (!rendered) return { status: 200, html: page, scriptHashes: [configHash] };
    const { html, scriptHash: stateHash } = withServerRender(page, rendered);
    const remoteFailed = Boolean(rendered.state.failed?.length);
    return { status: rendered.status, html, scriptHashes: [configHash, stateHash], remoteFailed };
  }
  const server = createStaticHost({
    dir,
    basePath: '/_app/',
    securityHeaders,
    renderPage: async (req) => {
      const pathname = new URL(req.url, 'http://host').pathname;
      if (!isKnownPath(pathname)) {
        return {
          status: 404,
          html: renderShellPage(template, config, {
            pathname,
            cookie: req.headers.cookie,
            meta: notFoundMeta(pathname),
          }),
          scriptHashes: [configHash],
        };
      }
      if (!renderer || req.method !== 'GET') return pageAnswer(req, pathname, await articleFor(pathname), null);
      // Every server render is anonymous (the session is the API's cookie, read by the browser
      // after hydration; the renderer gets the theme alone): the finished page (headers' hashes
      // included) is kept per path, the query parameters the page reads, language (in the path)
      // and theme.
      const key = pageCacheKey(req.url, themeCookieOf(req.headers.cookie));
      const renderPage = async () => {
        const [rendered, article] = await Promise.all([renderFresh(req), articleFor(pathname)]);
        return rendered ? pageAnswer(req, pathname, article, rendered) : null;
      };
      const answer = key === null ? await renderPage() : await microCache(key, renderPage);
      return answer ?? pageAnswer(req, pathname, await articleFor(pathname), null);
    },
    jsonRoutes: { '/remotes.json': () => config.remotes },
  });
  const [serveStatic] = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    const send = (type, body) => {
      securityHeaders(req, res);
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname === '/robots.txt')
      return send('text/plain; charset=utf-8', renderRobots(siteUrl));
    if ((req.method === 'GET' || req.method === 'HEAD') && pathname === '/sitemap.xml') {
      return void renderSitemap({ apiUrl: serverApiUrl, siteUrl, fetchImpl }).then((xml) =>
        send('application/xml; charset=utf-8', xml),
      );
    }
    return serveStatic(req, res);
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const template = readFileSync(path.join(dist, '_app/index.html'), 'utf8');
  const renderer = await loadServerRenderer();
  if (!renderer) console.log('shell: server rendering off (SSR=off or dist/server/render.js not built)');
  listen(createShellServer({ template, renderer }), Number(process.env.PORT ?? ports.shell), 'shell');
}
