// /sitemap.xml and /robots.txt: every article, glossary term and learning path in both languages plus the
// top-level pages, each with its hreflang alternates.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { escapeAttr as escapeXml } from './html.ts';
import { forwardedHeaders, type ForwardedRequest } from './forwarded.ts';

type Item = Record<string, unknown>;
interface SitemapFetch {
  apiUrl: string;
  fetchImpl: typeof fetch;
  timeoutMs: number;
  request?: ForwardedRequest | undefined;
}

/** The pages listed in the sitemap besides articles and glossary terms. */
const sitemapStaticPaths = [
  '',
  'articles',
  'exclusive',
  'glossary',
  'paths',
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

/** The articles and glossary terms of GET /client/sitemap; none when it fails or is missing. */
async function fetchSitemapItems({ apiUrl, fetchImpl, timeoutMs, request }: SitemapFetch) {
  try {
    const res = await fetchImpl(`${apiUrl}/client/sitemap`, {
      headers: { accept: 'application/json', ...forwardedHeaders(request) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return { articles: [], glossary: [], paths: [] };
    const body = await res.json();
    const list = (value: unknown): Item[] => (Array.isArray(value) ? value : []);
    return {
      articles: list(body?.articles ?? body?.blogs).filter((a) => a && typeof a.slug === 'string'),
      glossary: list(body?.glossary ?? body?.glossaries).filter(
        (g) => g && (typeof g.id === 'number' || typeof g.id === 'string'),
      ),
      paths: list(body?.paths).filter((p) => p && typeof p.slug === 'string'),
    };
  } catch {
    return { articles: [], glossary: [], paths: [] };
  }
}

function lastmodOf(item: Item) {
  const value = (item.updated_at ?? item.updatedAt ?? item.publishedAt) as string | undefined;
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

/**
 * The sitemap XML: every article and glossary term (GET /client/sitemap) in both languages plus
 * the static pages. Without the endpoint (or on any failure) the static pages only. `request`:
 * the id and the learner's address of the request it answers (forwarded.mjs).
 */
export async function renderSitemap({
  apiUrl,
  siteUrl,
  fetchImpl = globalThis.fetch,
  timeoutMs = 3000,
  request,
}: Omit<SitemapFetch, 'fetchImpl' | 'timeoutMs'> & { siteUrl: string; fetchImpl?: typeof fetch; timeoutMs?: number }) {
  const { articles, glossary, paths } = await fetchSitemapItems({ apiUrl, fetchImpl, timeoutMs, request });
  const entries = [
    ...sitemapStaticPaths.map((p) => ({ path: p, lastmod: null })),
    ...articles.map((a) => ({ path: `articles/${encodeURIComponent(String(a.slug))}`, lastmod: lastmodOf(a) })),
    ...glossary.map((g) => ({ path: `glossary/${encodeURIComponent(String(g.slug ?? g.id))}`, lastmod: lastmodOf(g) })),
    ...paths.map((p) => ({ path: `paths/${encodeURIComponent(String(p.slug))}`, lastmod: lastmodOf(p) })),
  ];
  const urlOf = (lang: string, p: string) => `${siteUrl}/${lang}${p ? `/${p}` : ''}`;
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

export const renderRobots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
