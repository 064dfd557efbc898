import type { z } from 'zod';
import type { Favorite, FavoriteBlog, FavoriteRequest, favoritesQuerySchema } from '../favorites';
import type { PathCertificate } from '../certificates';
import type {
  BlogDetail,
  BlogFilter,
  BlogFiltered,
  blogFilterSchema,
  BlogView,
  CategoryEntry,
  ContentPage,
  FooterDocument,
  GetStart,
  GetStartBanner,
  GlossaryEntry,
  GlossaryEntryDetail,
  SearchResult,
  Sitemap,
} from '../content';
import type { LearningPath, PathProgress, ReadingState } from '../learning-paths';
import type { Slug, StrapiQuery } from './common';
import { endpoint } from './endpoint';

const schemas = () => import('./content.schemas');
/** Strapi-like list parameters the old API kept. */
type ListQuery = { _sort?: string; _limit?: number };
/** As the API reads them from the URL. */
type ListQueryRead = { _sort?: string; _limit?: string };
/** An item in the request's language; `fallback` when served in the other one. */
type Localized<T> = T & { fallback: boolean };

/** What each content endpoint takes and answers (its schemas: content.schemas.ts). */
export interface ContentShapes {
  categories: { query: ListQuery; response: CategoryEntry[]; parsed: { query: StrapiQuery } };
  filteredBlogs: { body: BlogFilter; response: BlogFiltered; parsed: { body: z.output<typeof blogFilterSchema> } };
  blogBySlug: { params: Slug; response: BlogDetail };
  countBlogView: { params: { id: number }; response: BlogView };
  search: { query: { q: string }; response: SearchResult; parsed: { query: { q?: string } } };
  glossaries: {
    query: ListQuery & { bucket?: string; bucket_th?: string; _q?: string };
    response: GlossaryEntry[];
    parsed: { query: StrapiQuery };
  };
  glossary: {
    /** The entry's id or its slug. */
    params: { id: string };
    response: GlossaryEntryDetail;
    parsed: { params: { id: number | string } };
  };
  contentPage: { params: Slug; response: Localized<ContentPage> };
  footers: {
    query: { type: string };
    response: Localized<FooterDocument>;
    parsed: { query: { type: FooterDocument['type'] } };
  };
  getStarts: { query: ListQuery; response: Localized<GetStart>[]; parsed: { query: ListQueryRead } };
  getStartBanners: { query: ListQuery; response: Localized<GetStartBanner>[]; parsed: { query: ListQueryRead } };
  sitemap: { response: Sitemap };
  learningPaths: { response: LearningPath[] };
  learningPath: { params: Slug; response: LearningPath };
  pathProgress: { response: PathProgress[] };
  claimPathCertificate: { params: Slug; response: PathCertificate };
  readingState: { params: Slug; response: ReadingState };
  saveReadingPosition: { params: Slug; body: { position: number }; response: ReadingState };
  markArticleRead: { params: Slug; response: ReadingState };
  favorites: {
    query: { blog?: number; _start?: number; _limit?: number; _sort?: string };
    response: FavoriteBlog[];
    parsed: { query: z.output<typeof favoritesQuerySchema> };
  };
  updateFavorite: { params: { id: number }; body: FavoriteRequest; response: Favorite };
}

/** The content domain: articles, glossary, pages, paths, reading, favourites of articles. */
export const contentEndpoints = {
  categories: endpoint<ContentShapes['categories']>({
    method: 'GET',
    path: '/client/categories',
    errors: [],
    schemas: () => schemas().then((s) => s.categories),
  }),
  filteredBlogs: endpoint<ContentShapes['filteredBlogs']>({
    method: 'POST',
    path: '/client/blogs/filtered',
    errors: [],
    schemas: () => schemas().then((s) => s.filteredBlogs),
  }),
  blogBySlug: endpoint<ContentShapes['blogBySlug']>({
    method: 'GET',
    path: '/client/blogs/slug/:slug',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.blogBySlug),
  }),
  countBlogView: endpoint<ContentShapes['countBlogView']>({
    method: 'PUT',
    path: '/client/blogs/blogview/:id',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.countBlogView),
  }),
  search: endpoint<ContentShapes['search']>({
    method: 'GET',
    path: '/client/search',
    errors: [],
    schemas: () => schemas().then((s) => s.search),
  }),
  glossaries: endpoint<ContentShapes['glossaries']>({
    method: 'GET',
    path: '/client/glossaries',
    errors: [],
    schemas: () => schemas().then((s) => s.glossaries),
  }),
  glossary: endpoint<ContentShapes['glossary']>({
    method: 'GET',
    path: '/client/glossaries/:id',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.glossary),
  }),
  contentPage: endpoint<ContentShapes['contentPage']>({
    method: 'GET',
    path: '/client/pages/:slug',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.contentPage),
  }),
  footers: endpoint<ContentShapes['footers']>({
    method: 'GET',
    path: '/client/footers',
    errors: [],
    schemas: () => schemas().then((s) => s.footers),
  }),
  getStarts: endpoint<ContentShapes['getStarts']>({
    method: 'GET',
    path: '/client/get-starts',
    errors: [],
    schemas: () => schemas().then((s) => s.getStarts),
  }),
  getStartBanners: endpoint<ContentShapes['getStartBanners']>({
    method: 'GET',
    path: '/client/get-start-banners',
    errors: [],
    schemas: () => schemas().then((s) => s.getStartBanners),
  }),
  /** The public pages with their last change: the shell's /sitemap.xml. */
  sitemap: endpoint<ContentShapes['sitemap']>({
    method: 'GET',
    path: '/client/sitemap',
    errors: [],
    schemas: () => schemas().then((s) => s.sitemap),
  }),
  learningPaths: endpoint<ContentShapes['learningPaths']>({
    method: 'GET',
    path: '/client/paths',
    errors: [],
    schemas: () => schemas().then((s) => s.learningPaths),
  }),
  learningPath: endpoint<ContentShapes['learningPath']>({
    method: 'GET',
    path: '/client/paths/:slug',
    errors: ['NOT_FOUND'],
    schemas: () => schemas().then((s) => s.learningPath),
  }),
  pathProgress: endpoint<ContentShapes['pathProgress']>({
    method: 'GET',
    path: '/client/v2/paths/progress',
    errors: ['UNAUTHORIZED'],
    schemas: () => schemas().then((s) => s.pathProgress),
  }),
  claimPathCertificate: endpoint<ContentShapes['claimPathCertificate']>({
    method: 'POST',
    path: '/client/v2/paths/:slug/certificate',
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'PATH_NOT_COMPLETED', 'PROFILE_NAME_REQUIRED'],
    schemas: () => schemas().then((s) => s.claimPathCertificate),
  }),
  readingState: endpoint<ContentShapes['readingState']>({
    method: 'GET',
    path: '/client/v2/reading/:slug',
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
    schemas: () => schemas().then((s) => s.readingState),
  }),
  saveReadingPosition: endpoint<ContentShapes['saveReadingPosition']>({
    method: 'PUT',
    path: '/client/v2/reading/:slug/position',
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'READING_SUBSCRIPTION_REQUIRED'],
    schemas: () => schemas().then((s) => s.saveReadingPosition),
  }),
  markArticleRead: endpoint<ContentShapes['markArticleRead']>({
    method: 'POST',
    path: '/client/v2/reading/:slug/read',
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'READING_SUBSCRIPTION_REQUIRED'],
    schemas: () => schemas().then((s) => s.markArticleRead),
  }),
  favorites: endpoint<ContentShapes['favorites']>({
    method: 'GET',
    path: '/client/favorites',
    errors: ['UNAUTHORIZED'],
    schemas: () => schemas().then((s) => s.favorites),
  }),
  updateFavorite: endpoint<ContentShapes['updateFavorite']>({
    method: 'PUT',
    path: '/client/favorites/:id',
    errors: ['UNAUTHORIZED', 'FAVORITE_NOT_AVAILABLE'],
    schemas: () => schemas().then((s) => s.updateFavorite),
  }),
};
