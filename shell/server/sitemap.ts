// /sitemap.xml and /robots.txt. The pages come from the API (GET /client/sitemap's `entries`: each
// public page's path after the language and its last change); the server puts each in every
// language with its hreflang alternates. It knows no page itself: without the API, home alone.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { escapeAttr as escapeXml } from './html.ts';
import { forwardedHeaders, type ForwardedRequest } from './forwarded.ts';

interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

interface SitemapOptions {
  apiUrl: string;
  siteUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** The id and the learner's address of the request it answers (forwarded.ts). */
  request?: ForwardedRequest | undefined;
}

const HOME: SitemapEntry = { path: '', lastmod: null };

/** A path of this site after the language (no host, no query), and a day or nothing. */
function asEntry(value: unknown): SitemapEntry | null {
  const entry = value as Partial<SitemapEntry> | null;
  if (typeof entry?.path !== 'string' || !/^(?:[\w%.~-]+(?:\/[\w%.~-]+)*)?$/.test(entry.path)) return null;
  const lastmod = typeof entry.lastmod === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod) ? entry.lastmod : null;
  return { path: entry.path, lastmod };
}

async function fetchEntries({ apiUrl, fetchImpl = globalThis.fetch, timeoutMs = 3000, request }: SitemapOptions) {
  try {
    const res = await fetchImpl(`${apiUrl}/client/sitemap`, {
      headers: { accept: 'application/json', ...forwardedHeaders(request) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return [HOME];
    const { entries } = (await res.json()) as { entries?: unknown };
    const valid = (Array.isArray(entries) ? entries : []).map(asEntry).filter((e): e is SitemapEntry => e !== null);
    return valid.length ? valid : [HOME];
  } catch {
    return [HOME];
  }
}

/** The sitemap XML: every page the API lists, in every language with its alternates. */
export async function renderSitemap(options: SitemapOptions): Promise<string> {
  const entries = await fetchEntries(options);
  const urlOf = (lang: string, p: string) => `${options.siteUrl}/${lang}${p ? `/${p}` : ''}`;
  const urls = entries.flatMap(({ path: p, lastmod }) =>
    routeTable.languages.map(
      (lang: string) =>
        `<url><loc>${escapeXml(urlOf(lang, p))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}` +
        routeTable.languages
          .map((l: string) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(urlOf(l, p))}"/>`)
          .join('') +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urlOf(routeTable.defaultLanguage, p))}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const renderRobots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
