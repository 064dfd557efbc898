import { z } from 'zod';
import { articleTermSchema } from './article-terms';
import { languages } from './routes';

/**
 * Content resources as the API sends them. The API answers in the language of the request's
 * `lang` header (en | th); `fallback: true` marks an item served in the other language because
 * its translation is missing.
 */
export const difficulties = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const difficultySchema = z.enum(difficulties);
export type Difficulty = z.infer<typeof difficultySchema>;

export const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** An article in lists and cards. */
export const blogCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: categoryRefSchema.nullable(),
  difficulty: difficultySchema,
  readingTime: z.number().int().positive(),
  exclusive: z.boolean(),
  highlight: z.boolean(),
  viewCount: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  language: z.enum(languages),
  fallback: z.boolean(),
  /**
   * The article's social card (1200x630 PNG: title, category, site name in the article's
   * language), an API path (`/client/blogs/cards/<file>.png`, cached for a year): the og:image,
   * and the cover's fallback for a browser without AVIF or WebP.
   */
  coverImage: z.string().optional(),
  /**
   * The same cover as AVIF and WebP at every `coverWidths` width, for lists and the page: the
   * stem of their paths (`/client/blogs/covers/<slug>-<lang>-<hash>`; see `coverVariantUrl`).
   */
  coverVariants: z.string().optional(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

/** GET /client/blogs/cards/{file}: an article's social card, named `<slug>-<en|th>-<16 hex hash>.png`. */
export const socialCardFilePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(en|th)-([0-9a-f]{16})\.png$/;
export const socialCardParamsSchema = z.object({
  file: z
    .string()
    .max(300)
    .regex(socialCardFilePattern)
    .describe("<slug>-<en|th>-<hash>.png, as an article's coverImage names it"),
});
/** The card itself: a PNG, 1200x630 (sent as bytes, not JSON). */
export const socialCardImageSchema = z.unknown().describe('image/png, 1200x630');

/** GET /client/blogs/slug/{slug}: the full body, or for a locked exclusive article a teaser. */
export const blogDetailSchema = blogCardSchema.extend({
  body: z.string().nullable(),
  teaser: z.string().nullable(),
  locked: z.boolean(),
  quizSlug: z.string().nullable(),
  related: z.array(blogCardSchema),
  alternates: z.object({ en: z.boolean(), th: z.boolean() }),
  /** The glossary terms the readable text (body, or teaser when locked) uses, longest first. */
  terms: z.array(articleTermSchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogSorts = ['latest', 'popular', 'shortest', 'longest'] as const;
export const blogAccess = ['all', 'free', 'exclusive'] as const;

/** POST /client/blogs/filtered body. */
export const blogFilterSchema = z.object({
  category: z.string().max(100).optional(),
  difficulty: z.array(difficultySchema).max(3).optional(),
  readingTimeMin: z.number().int().min(0).max(600).optional(),
  readingTimeMax: z.number().int().min(0).max(600).optional(),
  access: z.enum(blogAccess).default('all'),
  text: z.string().max(200).optional(),
  sort: z.enum(blogSorts).default('latest'),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
export type BlogFilter = z.input<typeof blogFilterSchema>;

export const blogFilteredSchema = z.object({ items: z.array(blogCardSchema), total: z.number().int().nonnegative() });
export type BlogFiltered = z.infer<typeof blogFilteredSchema>;

/** GET /client/search?q= : articles and glossary terms in either language, ranked. */
export const searchResultSchema = z.object({
  query: z.string(),
  /** The words that matched (Thai segmented), for highlighting in titles and snippets. */
  terms: z.array(z.string()),
  articles: z.array(blogCardSchema.extend({ snippet: z.string() })),
  /**
   * Best first; `match` says how a term matched: it is the query (`exact`), its name holds every
   * word (`term`), or only its definition does. The page shows the first as a card above the articles
   * when it matched by name.
   */
  glossary: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      term: z.string(),
      snippet: z.string(),
      match: z.enum(['exact', 'term', 'definition']),
    }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A glossary term in the request's language (GET /client/glossaries/{id} adds `related`). */
export const glossaryTermSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  tag: z.string(),
  term: z.string(),
  definition: z.string(),
  bucket: z.string(),
  /** The Thai index entry (GLOSSARY_INDEX_TH), null when the Thai term does not start in Thai. */
  bucket_th: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export const glossaryTermDetailSchema = glossaryTermSchema.extend({
  related: z.array(glossaryTermSchema.pick({ id: true, slug: true, term: true })),
});
export type GlossaryTermDetail = z.infer<typeof glossaryTermDetailSchema>;

/** GET /client/footers?type= (legal documents). */
export const footerDocumentSchema = z.object({
  type: z.enum(['Terms-Conditions', 'Privacy-Policy', 'Terms-Subscriptions', 'Cookies-Policy']),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type FooterDocument = z.infer<typeof footerDocumentSchema>;

/** GET /client/get-starts (guides, in order) and GET /client/get-start-banners (latest 1). */
export const getStartSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type GetStart = z.infer<typeof getStartSchema>;
export const getStartBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  updated_at: z.string(),
});
export type GetStartBanner = z.infer<typeof getStartBannerSchema>;

/** GET /client/pages/{slug} (about us). */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** PUT /client/blogs/blogview/{id}: the article's view count; `counted` false when this visitor was already counted today. */
export const blogViewSchema = z.object({
  id: z.number().int(),
  viewCount: z.number().int().nonnegative(),
  counted: z.boolean(),
});
export type BlogView = z.infer<typeof blogViewSchema>;

/**
 * GET /client/glossaries (and /{id}) rows: the localized term (glossaryTermSchema) plus the
 * bilingual columns the API served before (title_en, title_th, definition_en, definition_th).
 */
export const glossaryEntrySchema = glossaryTermSchema.extend({
  title_en: z.string(),
  title_th: z.string(),
  definition_en: z.string(),
  definition_th: z.string(),
  fallback: z.boolean(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
export const glossaryEntryDetailSchema = glossaryEntrySchema.extend({
  related: glossaryTermDetailSchema.shape.related,
});
export type GlossaryEntryDetail = z.infer<typeof glossaryEntryDetailSchema>;

/** GET /client/categories rows: the bilingual columns plus the localized name/description. */
export const categoryEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  description_en: z.string(),
  description_th: z.string(),
  ranking: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;

/** GET /client/sitemap: what the shell's /sitemap.xml lists. */
export const sitemapSchema = z.object({
  articles: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  glossary: z.array(z.object({ id: z.number().int(), slug: z.string(), updated_at: z.string() })),
  guides: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  pages: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  /** Learning paths (/{lang}/paths/<slug>). */
  paths: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  /**
   * Every public page the sitemap lists: its path after the language (`''` is home,
   * `articles/<slug>`...) and its last change (YYYY-MM-DD), null for a page without one.
   */
  entries: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});
export type Sitemap = z.infer<typeof sitemapSchema>;
