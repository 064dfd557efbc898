// What /sitemap.xml lists (the shell renders it in every language): the public pages, each as its
// path after the language and its last change. The site's pages live here, beside the data that
// names the articles, terms and paths, so the shell knows no page of any remote.
import type { Sitemap } from '@academy/contracts';

/** The public pages that are not one item of the content (home is ''). */
const staticPages = [
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

const day = (iso: string) => iso.slice(0, 10);

export function sitemapEntries({ articles, glossary, paths }: Omit<Sitemap, 'entries'>): Sitemap['entries'] {
  const item = (section: string, slug: string, updatedAt: string) => ({
    path: `${section}/${encodeURIComponent(slug)}`,
    lastmod: day(updatedAt),
  });
  return [
    ...staticPages.map((path) => ({ path, lastmod: null })),
    ...articles.map((a) => item('articles', a.slug, a.updated_at)),
    ...glossary.map((g) => item('glossary', g.slug, g.updated_at)),
    ...paths.map((p) => item('paths', p.slug, p.updated_at)),
  ];
}
