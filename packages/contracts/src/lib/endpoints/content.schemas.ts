import { z } from 'zod';
import { categorySchema, glossarySchema } from '../api-resources';
import { favoriteBlogSchema, favoriteRequestSchema, favoriteSchema, favoritesQuerySchema } from '../favorites';
import { pathCertificateSchema } from '../certificates';
import {
  blogDetailSchema,
  blogFilteredSchema,
  blogFilterSchema,
  blogViewSchema,
  contentPageSchema,
  footerDocumentSchema,
  getStartBannerSchema,
  getStartSchema,
  glossaryTermDetailSchema,
  glossaryTermSchema,
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
import { idParams, slugParams } from './common.schemas';
import type { SchemasOf } from './endpoint';
import type { ContentShapes } from './content';

// The schemas of `contentEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof ContentShapes> = SchemasOf<ContentShapes[Name]>;

const slug = slugParams;
const pathSlug = z.object({ slug: pathSlugSchema });
const id = idParams;
const listQuery = z.object({ _sort: z.string().optional(), _limit: z.coerce.number().int().optional() });
/** An answer the old API gave as a list, one item or nothing. */
const oneOrList = <T extends z.ZodType>(item: T) => z.union([z.array(item), item, z.null()]);

export const categories: Of<'categories'> = { query: listQuery, response: z.array(categorySchema) };
export const filteredBlogs: Of<'filteredBlogs'> = { body: blogFilterSchema, response: blogFilteredSchema };
export const blogBySlug: Of<'blogBySlug'> = { params: slug, response: blogDetailSchema };
export const countBlogView: Of<'countBlogView'> = { params: id, response: blogViewSchema };
export const search: Of<'search'> = { query: z.object({ q: z.string() }), response: searchResultSchema };
export const glossaries: Of<'glossaries'> = {
  query: listQuery.extend({
    bucket: z.string().optional(),
    bucket_th: z.string().optional(),
    _q: z.string().optional(),
  }),
  response: z.array(z.union([glossaryTermSchema, glossarySchema])),
};
export const glossary: Of<'glossary'> = {
  params: z.object({ idOrSlug: z.string().min(1) }),
  response: z.union([glossaryTermDetailSchema, glossarySchema]),
};
export const contentPage: Of<'contentPage'> = { params: slug, response: contentPageSchema };
export const footers: Of<'footers'> = {
  query: z.object({ type: z.string() }),
  response: oneOrList(footerDocumentSchema),
};
export const getStarts: Of<'getStarts'> = { query: listQuery, response: z.array(getStartSchema) };
export const getStartBanners: Of<'getStartBanners'> = { query: listQuery, response: oneOrList(getStartBannerSchema) };
export const sitemap: Of<'sitemap'> = { response: sitemapSchema };
export const learningPaths: Of<'learningPaths'> = { response: z.array(learningPathSchema) };
export const learningPath: Of<'learningPath'> = { params: pathSlug, response: learningPathSchema };
export const pathProgress: Of<'pathProgress'> = { response: z.array(pathProgressSchema) };
export const claimPathCertificate: Of<'claimPathCertificate'> = { params: pathSlug, response: pathCertificateSchema };
export const readingState: Of<'readingState'> = { params: slug, response: readingStateSchema };
export const saveReadingPosition: Of<'saveReadingPosition'> = {
  params: slug,
  body: readingPositionRequestSchema,
  response: readingStateSchema,
};
export const markArticleRead: Of<'markArticleRead'> = { params: slug, response: readingStateSchema };
export const favorites: Of<'favorites'> = {
  query: favoritesQuerySchema,
  response: z.array(favoriteBlogSchema),
};
export const updateFavorite: Of<'updateFavorite'> = {
  params: id,
  body: favoriteRequestSchema,
  response: favoriteSchema,
};
