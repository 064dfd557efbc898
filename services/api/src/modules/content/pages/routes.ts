import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints } from '@academy/contracts';
import { notFound, validationFailed } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { search, SEARCH_MAX_LENGTH } from '../search/search.ts';
import { sitemapEntries } from './sitemap-entries.ts';

const tags = ['content'];
const withNotFound = { 404: apiErrorSchema, ...errorResponses };

/** Footers, get-started guides and banners, pages, search and the sitemap (paths as the spec names them). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = endpoints;

  await endpointRoute(
    app,
    content.footers,
    {
      config: { publicCache: true },
      tags,
      summary: 'A legal document by type (Terms-Conditions, Privacy-Policy, Terms-Subscriptions, Cookies-Policy)',
      errors: withNotFound,
    },
    async (request) => {
      const doc = await app.repositories.contentDocs.footer(request.query.type, requestLanguage(request));
      if (!doc) throw notFound();
      return doc;
    },
  );

  await endpointRoute(
    app,
    content.getStarts,
    { config: { publicCache: true }, tags, summary: 'Get-started guides, in order' },
    async (request) => app.repositories.contentDocs.getStarts(requestLanguage(request)),
  );

  await endpointRoute(
    app,
    content.getStartBanners,
    { config: { publicCache: true }, tags, summary: 'The latest get-started banner (a list of at most one)' },
    async (request) => app.repositories.contentDocs.getStartBanners(requestLanguage(request)),
  );

  await endpointRoute(
    app,
    content.contentPage,
    { config: { publicCache: true }, tags, summary: 'A content page (about-us)', errors: withNotFound },
    async (request) => {
      const page = await app.repositories.contentDocs.page(request.params.slug, requestLanguage(request));
      if (!page) throw notFound();
      return page;
    },
  );

  await endpointRoute(
    app,
    content.search,
    {
      config: { publicCache: { personalized: true } },
      tags,
      summary:
        'Search articles and glossary in English and Thai (ranked: exact title, every word, title > headings > summary > body)',
      description:
        'Exclusive articles match and are cut into snippets by their title, tags, summary and public teaser only, unless the token (optional) belongs to a subscriber with exclusive access.',
    },
    async (request) => {
      const q = (request.query.q ?? '').trim();
      if (q === '') throw validationFailed('q is required');
      if (q.length > SEARCH_MAX_LENGTH) throw validationFailed(`q must be at most ${SEARCH_MAX_LENGTH} characters`);
      // The reader, if any: a bad or expired token is just a visitor here.
      const userId = (await app.optionalUser(request))?.id ?? null;
      const exclusiveAccess = await app.repositories.entitlements.hasExclusiveAccess(userId, app.clock.now());
      return search(app.db, q, requestLanguage(request), { exclusiveAccess });
    },
  );

  await endpointRoute(
    app,
    content.sitemap,
    {
      config: { publicCache: true },
      tags,
      summary:
        'The public pages with their last change (entries, for /sitemap.xml); and by kind: active article slugs, glossary ids, guides, pages and learning paths',
    },
    async () => {
      const items = {
        ...(await app.repositories.blogs.sitemap()),
        paths: await app.repositories.learningPaths.sitemap(),
      };
      return { ...items, entries: sitemapEntries(items) };
    },
  );
};

export default contentRoutes;
