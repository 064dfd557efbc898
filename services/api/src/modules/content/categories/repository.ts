import { count } from 'drizzle-orm';
import type { CategoryEntry, Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { categories } from '../../../db/schema/index.ts';
import { parseStrapiQuery, type RawQuery, type StrapiQueryOptions } from '../../../lib/strapi-query.ts';

export const categoryQuery: StrapiQueryOptions = {
  fields: {
    id: categories.id,
    slug: categories.slug,
    name_en: categories.nameEn,
    name_th: categories.nameTh,
    ranking: categories.ranking,
  },
  searchFields: [categories.slug, categories.nameEn, categories.nameTh],
  defaultSort: 'ranking:ASC,id:ASC',
};

type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: CategoryRow, language: Language = 'en'): CategoryEntry {
  const [name, description] =
    language === 'th'
      ? [row.nameTh || row.nameEn, row.descriptionTh || row.descriptionEn]
      : [row.nameEn || row.nameTh, row.descriptionEn || row.descriptionTh];
  return {
    id: row.id,
    slug: row.slug,
    name_en: row.nameEn,
    name_th: row.nameTh,
    description_en: row.descriptionEn,
    description_th: row.descriptionTh,
    ranking: row.ranking,
    name,
    description,
  };
}

export function categoriesRepository(db: Db) {
  return {
    async find(query: RawQuery, language: Language = 'en'): Promise<CategoryEntry[]> {
      const { where, orderBy, limit, offset } = parseStrapiQuery(query, categoryQuery);
      const rows = await db
        .select()
        .from(categories)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toCategory(row, language));
    },

    async count(query: RawQuery): Promise<number> {
      const { where } = parseStrapiQuery(query, categoryQuery);
      const [row] = await db.select({ count: count() }).from(categories).where(where);
      return Number(row?.count ?? 0);
    },
  };
}
