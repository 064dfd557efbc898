// What the head of a page says to crawlers and link previews (no JavaScript needed): title,
// description, its URL in each language, share image; the 404 page's title (meta-tags.ts writes
// the tags).
// What the page is about comes from its route (`handle.head`, PageHead, via the server render);
// the defaults from the shell's i18n catalogues (`brand`, `meta.<section>`, `notFound.title`).
import type { PageHead } from '@academy/contracts';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { decodeURIComponentSafe, languageOfPath, segmentsAfterLanguage } from '@academy/contracts/route-match';
import en from '../src/i18n/en.json' with { type: 'json' };
import th from '../src/i18n/th.json' with { type: 'json' };

const catalogues = { en, th };
export type Language = keyof typeof catalogues;
/** The site's name in a language. */
export const brandOf = (lang: Language): string => catalogues[lang].brand;
const titled = (lang: Language, title: string) => `${title} - ${brandOf(lang)}`;

/** A page's head as the server writes it. */
export interface PageMeta {
  lang: Language;
  title: string;
  description: string;
  type: 'website' | 'article';
  image: string | null;
  imageAlt: string | null;
  url: string;
  alternates: Record<string, string>;
}

/** The 404 page's head. */
export interface NotFoundMeta {
  lang: Language;
  title: string;
  notFound: true;
}

/**
 * The title and description of a top-level page, by its section (the first segment after the
 * language; the catalogue's `home` is the section `''`), or null.
 */
function sectionMeta(lang: Language, section: string): { title: string; description: string } | null {
  const key = section === '' ? 'home' : section;
  const meta: Record<string, { title: string; description: string }> = catalogues[lang].meta;
  return section !== 'home' && Object.hasOwn(meta, key) ? meta[key]! : null;
}

/** The head of the 404 page: the localized title, and no indexing. */
export function notFoundMeta(pathname: string): NotFoundMeta {
  const lang = languageOfPath(pathname) as Language;
  return { lang, title: titled(lang, catalogues[lang].notFound.title), notFound: true };
}

/**
 * An absolute URL for an API path (`/client/blogs/cards/...`), or null for none or a broken one.
 * The path goes under the API's base URL, path included (`<site>/api` behind the front door).
 */
function absoluteApiUrl(value: string | null | undefined, apiUrl: string | undefined): string | null {
  if (!value || !apiUrl) return null;
  try {
    const url = /^\/(?!\/)/.test(value) ? new URL(`${apiUrl.replace(/\/+$/, '')}${value}`) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Title, description, links and share image of a page, for the HTML head: from the head its
 * route named (`head`), else the defaults of its section (the catalogue's `meta.<section>`); null
 * for a page with neither. A head's image on the API is made absolute (`apiUrl`: the address
 * browsers and crawlers reach).
 */
export function pageMeta(
  pathname: string,
  { siteUrl, head = null, apiUrl }: { siteUrl: string; head?: PageHead | null; apiUrl?: string },
): PageMeta | null {
  const lang = languageOfPath(pathname) as Language;
  const segments = segmentsAfterLanguage(pathname);
  const rest = segments.map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join('/');
  const urlOf = (l: string) => `${siteUrl}/${l}${rest ? `/${rest}` : ''}`;
  const known = sectionMeta(lang, segments[0] ?? '');
  let title: string,
    description: string,
    image: string | null = null,
    imageAlt: string | null = null,
    type: PageMeta['type'] = 'website';
  if (head) {
    title = titled(lang, head.title);
    description = head.description ?? known?.description ?? '';
    type = head.type ?? 'website';
    image = absoluteApiUrl(head.image, apiUrl);
    imageAlt = image ? (head.imageAlt ?? head.title) : null;
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
    imageAlt,
    url: urlOf(lang),
    alternates: {
      ...Object.fromEntries(routeTable.languages.map((l) => [l, urlOf(l)])),
      'x-default': urlOf(routeTable.defaultLanguage),
    },
  };
}
