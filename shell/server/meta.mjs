// The head of a page for crawlers and link previews (no JavaScript needed): title, description,
// canonical and hreflang links, Open Graph and Twitter tags; the 404 page's title and noindex.
// The words come from the shell's i18n catalogues (`brand`, `meta.<section>`, `notFound.title`).
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { decodeURIComponentSafe, languageOfPath, segmentsAfterLanguage } from '@academy/contracts/route-match';
import en from '../src/i18n/en.json' with { type: 'json' };
import th from '../src/i18n/th.json' with { type: 'json' };
import { escapeAttr } from './html.mjs';

const catalogues = { en, th };
const ogLocale = { en: 'en_US', th: 'th_TH' };
const titled = (lang, title) => `${title} - ${catalogues[lang].brand}`;

/**
 * The title and description of a top-level page, by its section (the first segment after the
 * language; the catalogue's `home` is the section `''`), or null.
 */
function sectionMeta(lang, section) {
  const key = section === '' ? 'home' : section;
  return section !== 'home' && Object.hasOwn(catalogues[lang].meta, key) ? catalogues[lang].meta[key] : null;
}

/** The head of the 404 page: the localized title, and no indexing. */
export function notFoundMeta(pathname) {
  const lang = languageOfPath(pathname);
  return { lang, title: titled(lang, catalogues[lang].notFound.title), notFound: true };
}

/**
 * An absolute URL for an API path (`/client/blogs/cards/...`), or null for none or a broken one.
 * The path goes under the API's base URL, path included (`<site>/api` behind the front door).
 */
function absoluteApiUrl(value, apiUrl) {
  if (!value || !apiUrl) return null;
  try {
    const url = /^\/(?!\/)/.test(value) ? new URL(`${apiUrl.replace(/\/+$/, '')}${value}`) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Title, description, links and share image of a page, for the HTML head; null for a page that
 * has none (neither an article nor a top-level page). An article's image is its social card on
 * the API (`apiUrl`: the address browsers and crawlers reach).
 */
export function pageMeta(pathname, { siteUrl, article, apiUrl } = {}) {
  const lang = languageOfPath(pathname);
  const segments = segmentsAfterLanguage(pathname);
  const rest = segments.map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join('/');
  const urlOf = (l) => `${siteUrl}/${l}${rest ? `/${rest}` : ''}`;
  const known = sectionMeta(lang, segments[0] ?? '');
  let title,
    description,
    image = null,
    type = 'website';
  if (article) {
    title = titled(lang, article.title);
    description = article.summary;
    type = 'article';
    image = absoluteApiUrl(article.coverImage, apiUrl);
  } else if (known) {
    title = titled(lang, known.title);
    description = known.description;
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
    alternates: {
      ...Object.fromEntries(routeTable.languages.map((l) => [l, urlOf(l)])),
      'x-default': urlOf(routeTable.defaultLanguage),
    },
  };
}

/** `<meta>` tags: Open Graph's by `property`, the others by `name`. */
const og = (property, content) => `<meta property="og:${property}" content="${escapeAttr(content)}">`;
const named = (name, content) => `<meta name="${name}" content="${escapeAttr(content)}">`;

/** The meta and link tags of a page's meta. */
export function metaTags(meta) {
  const otherLang = routeTable.languages.find((l) => l !== meta.lang);
  const image = meta.image
    ? [
        og('image', meta.image),
        og('image:type', 'image/png'),
        og('image:width', 1200),
        og('image:height', 630),
        og('image:alt', meta.imageAlt),
        named('twitter:card', 'summary_large_image'),
        named('twitter:image', meta.image),
        named('twitter:image:alt', meta.imageAlt),
      ]
    : [named('twitter:card', 'summary')];
  return [
    named('description', meta.description),
    `<link rel="canonical" href="${escapeAttr(meta.url)}">`,
    ...Object.entries(meta.alternates).map(
      ([l, href]) => `<link rel="alternate" hreflang="${l}" href="${escapeAttr(href)}">`,
    ),
    og('site_name', catalogues[meta.lang].brand),
    og('title', meta.title),
    og('description', meta.description),
    og('type', meta.type),
    og('url', meta.url),
    og('locale', ogLocale[meta.lang]),
    og('locale:alternate', ogLocale[otherLang]),
    ...image,
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  ].join('');
}
