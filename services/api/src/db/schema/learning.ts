import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
