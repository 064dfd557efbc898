import { z } from 'zod';
import { favoriteBlogSchema, favoriteRequestSchema, favoriteSchema, favoritesQuerySchema } from '../favorites';
import { pathCertificateSchema } from '../certificates';
import {
  blogDetailSchema,
  blogFilteredSchema,
  blogFilterSchema,
  blogViewSchema,
  categoryEntrySchema,
  contentPageSchema,
  footerDocumentSchema,
  getStartBannerSchema,
  getStartSchema,
  glossaryEntryDetailSchema,
  glossaryEntrySchema,
  searchResultSchema,
  sitemapSchema,
} from '../content';
import {
  learningPathSchema,
  pathProgressSchema,
  pathSlugSchema,
  readingPositionRequestSchema,
  readingStateSchema,
} from '../learning-paths';
import { idParams, slugParams, strapiQuery } from './common.schemas';
import type { SchemasOf } from './endpoint';
import type { ContentShapes } from './content';

// The schemas of `contentEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof ContentShapes> = SchemasOf<ContentShapes[Name]>;

const slug = slugParams;
const pathSlug = z.object({ slug: pathSlugSchema });
const id = idParams;
const listQuery = z.object({ _sort: z.string().optional(), _limit: z.string().optional() });
/** An item in the request's language; `fallback` when served in the other one. */
const withFallback = { fallback: z.boolean() };
/** A glossary entry's id (digits) or its slug (lower-case words joined by hyphens), as the site's links name it. */
const idOrSlug = z
  .string()
  .max(80)
  .regex(/^(?:[1-9][0-9]{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'an id or a slug')
  .transform((value) => (/^[0-9]+$/.test(value) ? Number(value) : value))
  .refine((value) => typeof value === 'string' || value <= 2_147_483_647, 'an id up to 2147483647');

export const categories: Of<'categories'> = { query: strapiQuery, response: z.array(categoryEntrySchema) };
export const filteredBlogs: Of<'filteredBlogs'> = { body: blogFilterSchema, response: blogFilteredSchema };
export const blogBySlug: Of<'blogBySlug'> = { params: slug, response: blogDetailSchema };
export const countBlogView: Of<'countBlogView'> = { params: id, response: blogViewSchema };
// `q` is checked by the API's handler (required, at most SEARCH_MAX_LENGTH), with its own messages.
export const search: Of<'search'> = { query: z.object({ q: z.string().optional() }), response: searchResultSchema };
export const glossaries: Of<'glossaries'> = { query: strapiQuery, response: z.array(glossaryEntrySchema) };
export const glossary: Of<'glossary'> = {
  params: z.object({ id: idOrSlug }),
  response: glossaryEntryDetailSchema,
};
export const contentPage: Of<'contentPage'> = {
  params: z.object({ slug: z.string().min(1).max(100) }),
  response: contentPageSchema.extend(withFallback),
};
export const footers: Of<'footers'> = {
  query: z.object({ type: footerDocumentSchema.shape.type }),
  response: footerDocumentSchema.extend(withFallback),
};
export const getStarts: Of<'getStarts'> = { query: listQuery, response: z.array(getStartSchema.extend(withFallback)) };
export const getStartBanners: Of<'getStartBanners'> = {
  query: listQuery,
  response: z.array(getStartBannerSchema.extend(withFallback)),
};
export const sitemap: Of<'sitemap'> = { response: sitemapSchema };
export const learningPaths: Of<'learningPaths'> = { response: z.array(learningPathSchema) };
export const learningPath: Of<'learningPath'> = { params: pathSlug, response: learningPathSchema };
export const pathProgress: Of<'pathProgress'> = { response: z.array(pathProgressSchema) };
export const claimPathCertificate: Of<'claimPathCertificate'> = { params: pathSlug, response: pathCertificateSchema };
export const readingState: Of<'readingState'> = { params: pathSlug, response: readingStateSchema };
export const saveReadingPosition: Of<'saveReadingPosition'> = {
  params: pathSlug,
  body: readingPositionRequestSchema,
  response: readingStateSchema,
};
export const markArticleRead: Of<'markArticleRead'> = { params: pathSlug, response: readingStateSchema };
export const favorites: Of<'favorites'> = {
  query: favoritesQuerySchema,
  response: z.array(favoriteBlogSchema),
};
export const updateFavorite: Of<'updateFavorite'> = {
  params: id,
  body: favoriteRequestSchema,
  response: favoriteSchema,
};
