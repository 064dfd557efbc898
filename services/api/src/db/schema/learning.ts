import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { LearningPathContent } from '@academy/contracts';
import { blogs } from './content.ts';
import { users } from './users.ts';

/**
 * Issue 34, a learner's journey. `learning_paths`: content/paths/<slug>.yaml as validated
 * (`learningPathContentSchema`), written by the content importer (source = 'content').
 */
export const learningPaths = pgTable('learning_paths', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  ranking: integer('ranking').notNull().default(0),
  content: jsonb('content').notNull().$type<LearningPathContent>(),
  source: text('source'),
  sourceHash: text('source_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in learner's reading of one article: where they stopped (`position`, percent of the
 * article, to resume on any device) and when they first reached its end (`read_at`: the article
 * counts as read; never cleared). One row per learner and article, written by one upsert.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    position: real('position').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blogId] }),
    index('article_reads_user_updated_idx').on(t.userId, t.updatedAt),
    check('article_reads_position_check', sql`${t.position} >= 0 and ${t.position} <= 100`),
  ],
);

/**
 * A learner's certificate of a completed learning path: one per learner and path (the unique pair
 * makes concurrent claims issue one). The title, step count and holder's name are those of the
 * moment it was issued; `public_id` is random and unguessable (the public verification URL).
 */
export const pathCertificates = pgTable(
  'path_certificates',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathSlug: text('path_slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    steps: integer('steps').notNull(),
    holderName: text('holder_name').notNull(),
    holderNameSource: text('holder_name_source').notNull().$type<'kyc' | 'learner'>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('path_certificates_user_path_unique').on(t.userId, t.pathSlug)],
);
