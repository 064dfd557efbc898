import { sql } from 'drizzle-orm';
import type { EventContent, Language } from '@academy/contracts';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Content tables. Rows the content importer (src/content/importer.ts) creates carry
 * `source = 'content'` and a `source_hash` of what they were built from: the importer only
 * updates a row whose hash changed and only deactivates/deletes rows it created.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** PostgreSQL full-text vector (search ranking: setweight A title, B headings, C tags and summary, D body). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const imported = {
  source: text('source'),
  sourceHash: text('source_hash'),
};

export const glossaries = pgTable(
  'glossaries',
  {
    id: serial('id').primaryKey(),
    /** The English term. */
    tag: text('tag').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleTh: text('title_th').notNull().default(''),
    definitionEn: text('definition_en').notNull().default(''),
    definitionTh: text('definition_th').notNull().default(''),
    /** Unique when set (rows made before the content import may have none). */
    slug: text('slug').unique(),
    relatedSlugs: text('related_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Index bucket: first letter of the English term A-Z, else '#'. */
    bucket: text('bucket').notNull().default('#'),
    /** Thai index bucket: the Thai term's first consonant ก-ฮ (leading vowels skipped), else null. */
    bucketTh: text('bucket_th'),
    ...imported,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('glossaries_tag_idx').on(t.tag),
    index('glossaries_created_at_idx').on(t.createdAt),
    index('glossaries_bucket_idx').on(t.bucket),
    index('glossaries_bucket_th_idx').on(t.bucketTh),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull().default(''),
    nameTh: text('name_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    ranking: integer('ranking').notNull().default(0),
  },
  (t) => [index('categories_ranking_idx').on(t.ranking)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficulty: text('difficulty').notNull().default('BEGINNER'),
    /** Minutes (given in front matter, else computed from the English text). */
    readingTime: integer('reading_time').notNull().default(1),
    exclusive: boolean('exclusive').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    active: boolean('active').notNull().default(true),
    status: boolean('status').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...imported,
    ...timestamps,
  },
  (t) => [
    index('blogs_published_at_idx').on(t.publishedAt),
    index('blogs_category_id_idx').on(t.categoryId),
    index('blogs_view_count_idx').on(t.viewCount),
  ],
);

export const blogTranslations = pgTable(
  'blog_translations',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Lower-cased plain text of title, tags, summary and body; Thai word-segmented (spaces). */
    searchText: text('search_text').notNull().default(''),
    /**
     * What a reader without access may search: `searchText` for a free article; for an exclusive
     * one only its title, tags, summary and public teaser (a locked body answers no query).
     */
    publicSearchText: text('public_search_text').notNull().default(''),
    /** The ranked search's vectors (src/modules/content/search/search.ts), same split as the two texts above. */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    publicSearchVector: tsvector('public_search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    ...timestamps,
  },
  (t) => [uniqueIndex('blog_translations_blog_language_uq').on(t.blogId, t.language)],
);

/** One row per visitor per article per day (Asia/Bangkok day): the view counter's guard. */
export const blogViews = pgTable(
  'blog_views',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.visitorKey, t.day] })],
);

export interface QuizQuestionContent {
  /** Stable within its quiz (quiz.yaml `slug`): learners' revealed questions are recorded by it. */
  slug: string;
  correct: number[];
  en: { question: string; choices: string[]; hint: string; explanation: string };
  th: { question: string; choices: string[]; hint: string; explanation: string };
  /** The article heading that answers it, its anchor per language (quiz.yaml `section`). */
  section?: Record<Language, string>;
}

export interface QuizPhysicalReward {
  en: string;
  th: string;
  aPlusOnly: boolean;
}

/**
 * The main quiz of an article: `questions` is its pool (an attempt draws a few). `version` grows
 * when the pool changes; the importer carries open attempts none of whose questions changed over
 * to the new version (src/content/articles/quiz-import.ts), so only attempts of edited questions see "Data has
 * been changed".
 */
export const articleQuizzes = pgTable('article_quizzes', {
  id: serial('id').primaryKey(),
  blogId: integer('blog_id')
    .notNull()
    .unique()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  rewardPoints: integer('reward_points').notNull().default(0),
  questions: jsonb('questions').$type<QuizQuestionContent[]>().notNull(),
  version: integer('version').notNull().default(1),
  /** A physical prize for an eligible pass (quiz.yaml `physicalReward`); `aPlusOnly`: only for A+. */
  physicalReward: jsonb('physical_reward').$type<QuizPhysicalReward | null>(),
  ...imported,
  ...timestamps,
});

export const getStarts = pgTable(
  'get_starts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    order: integer('order').notNull().default(0),
    titleEn: text('title_en').notNull().default(''),
    titleTh: text('title_th').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    summaryTh: text('summary_th').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyTh: text('body_th').notNull().default(''),
    ...imported,
    ...timestamps,
  },
  (t) => [index('get_starts_order_idx').on(t.order)],
);

export const getStartBanners = pgTable('get_start_banners', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull().default(''),
  titleTh: text('title_th').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleTh: text('subtitle_th').notNull().default(''),
  ...imported,
  ...timestamps,
});

/** Legal documents; type is Terms-Conditions | Privacy-Policy | Terms-Subscriptions | Cookies-Policy. */
export const footers = pgTable('footers', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  titleEn: text('title_en').notNull().default(''),
  titleTh: text('title_th').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  bodyTh: text('body_th').notNull().default(''),
  updatedEn: date('updated_en'),
  updatedTh: date('updated_th'),
  ...imported,
  ...timestamps,
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull().default(''),
  titleTh: text('title_th').notNull().default(''),
  summaryEn: text('summary_en').notNull().default(''),
  summaryTh: text('summary_th').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  bodyTh: text('body_th').notNull().default(''),
  ...imported,
  ...timestamps,
});

/** One row per import that changed something (hash of the whole content dir). */
export const contentImports = pgTable('content_imports', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  /** The release's content revision (its build's order, CONTENT_REVISION); null for imports without one. */
  revision: bigint('revision', { mode: 'number' }),
  summary: jsonb('summary').$type<Record<string, number>>(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** content/events/<slug>.yaml as validated (`eventContentSchema`); the slug is its page. */
export const academyEvents = pgTable('academy_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ranking: integer('ranking').notNull().default(0),
  content: jsonb('content').notNull().$type<EventContent>(),
  ...imported,
  ...timestamps,
});
