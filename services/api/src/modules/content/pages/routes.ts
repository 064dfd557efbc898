import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contentPageSchema,
  footerDocumentSchema,
  getStartBannerSchema,
  getStartSchema,
  searchResultSchema,
  sitemapSchema,
} from '@academy/contracts';
import { notFound, validationFailed } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { search, SEARCH_MAX_LENGTH } from '../search/search.ts';
import { sitemapEntries } from './sitemap-entries.ts';

const withFallback = { fallback: z.boolean() };
const footerTypes = footerDocumentSchema.shape.type;

/** Footers, get-started guides and banners, pages, search and the sitemap (paths as the spec names them). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/footers',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'A legal document by type (Terms-Conditions, Privacy-Policy, Terms-Subscriptions, Cookies-Policy)',
        querystring: z.object({ type: footerTypes }),
        response: { 200: footerDocumentSchema.extend(withFallback), 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const doc = await app.repositories.contentDocs.footer(request.query.type, requestLanguage(request));
      if (!doc) throw notFound();
      return doc;
    },
  );

  app.get(
    '/client/get-starts',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'Get-started guides, in order',
        response: { 200: z.array(getStartSchema.extend(withFallback)), ...errorResponses },
      },
    },
    async (request) => app.repositories.contentDocs.getStarts(requestLanguage(request)),
  );

  app.get(
    '/client/get-start-banners',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'The latest get-started banner (a list of at most one)',
        querystring: z.object({ _sort: z.string().optional(), _limit: z.string().optional() }),
        response: { 200: z.array(getStartBannerSchema.extend(withFallback)), ...errorResponses },
      },
    },
    async (request) => app.repositories.contentDocs.getStartBanners(requestLanguage(request)),
  );

  app.get(
    '/client/pages/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary: 'A content page (about-us)',
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: contentPageSchema.extend(withFallback), 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = await app.repositories.contentDocs.page(request.params.slug, requestLanguage(request));
      if (!page) throw notFound();
      return page;
    },
  );

  app.get(
    '/client/search',
    {
      config: { publicCache: { personalized: true } },
      schema: {
        tags: ['content'],
        summary:
          'Search articles and glossary in English and Thai (ranked: exact title, every word, title > headings > summary > body)',
        description:
          'Exclusive articles match and are cut into snippets by their title, tags, summary and public teaser only, unless the token (optional) belongs to a subscriber with exclusive access.',
        querystring: z.object({ q: z.string().optional() }),
        response: { 200: searchResultSchema, ...errorResponses },
      },
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

  app.get(
    '/client/sitemap',
    {
      config: { publicCache: true },
      schema: {
        tags: ['content'],
        summary:
          'The public pages with their last change (entries, for /sitemap.xml); and by kind: active article slugs, glossary ids, guides, pages and learning paths',
        response: { 200: sitemapSchema, ...errorResponses },
      },
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
