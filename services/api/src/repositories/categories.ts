import { count } from 'drizzle-orm';
import type { Category } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';
import { parseStrapiQuery, type RawQuery, type StrapiQueryOptions } from '../lib/strapi-query.ts';

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

export function toCategory(row: CategoryRow): Category {
  return { id: row.id, slug: row.slug, name_en: row.nameEn, name_th: row.nameTh, ranking: row.ranking };
}

export function categoriesRepository(db: Db) {
  return {
    async find(query: RawQuery): Promise<Category[]> {
      const { where, orderBy, limit, offset } = parseStrapiQuery(query, categoryQuery);
      let select = db
        .select()
        .from(categories)
        .where(where)
        .orderBy(...orderBy)
        .offset(offset)
        .$dynamic();
      if (limit !== undefined) select = select.limit(limit);
      return (await select).map(toCategory);
    },

    async count(query: RawQuery): Promise<number> {
      const { where } = parseStrapiQuery(query, categoryQuery);
      const [row] = await db.select({ count: count() }).from(categories).where(where);
      return Number(row?.count ?? 0);
    },
  };
}
