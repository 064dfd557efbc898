import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const glossaries = pgTable(
  'glossaries',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleTh: text('title_th').notNull().default(''),
    definitionEn: text('definition_en').notNull().default(''),
    definitionTh: text('definition_th').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('glossaries_tag_idx').on(t.tag), index('glossaries_created_at_idx').on(t.createdAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull().default(''),
    nameTh: text('name_th').notNull().default(''),
    ranking: integer('ranking').notNull().default(0),
  },
  (t) => [index('categories_ranking_idx').on(t.ranking)],
);
