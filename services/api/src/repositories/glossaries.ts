import { count, eq } from 'drizzle-orm';
import type { Glossary } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { glossaries } from '../db/schema/index.ts';
import { parseStrapiQuery, type RawQuery, type StrapiQueryOptions } from '../lib/strapi-query.ts';

export const glossaryQuery: StrapiQueryOptions = {
  fields: {
    id: glossaries.id,
    tag: glossaries.tag,
    title_en: glossaries.titleEn,
    title_th: glossaries.titleTh,
    definition_en: glossaries.definitionEn,
    definition_th: glossaries.definitionTh,
    created_at: glossaries.createdAt,
    updated_at: glossaries.updatedAt,
  },
  searchFields: [
    glossaries.tag,
    glossaries.titleEn,
    glossaries.titleTh,
    glossaries.definitionEn,
    glossaries.definitionTh,
  ],
  defaultSort: 'id:ASC',
};

type GlossaryRow = typeof glossaries.$inferSelect;

export function toGlossary(row: GlossaryRow): Glossary {
  return {
    id: row.id,
    tag: row.tag,
    title_en: row.titleEn,
    title_th: row.titleTh,
    definition_en: row.definitionEn,
    definition_th: row.definitionTh,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function glossariesRepository(db: Db) {
  return {
    async find(query: RawQuery): Promise<Glossary[]> {
      const { where, orderBy, limit, offset } = parseStrapiQuery(query, glossaryQuery);
      let select = db
        .select()
        .from(glossaries)
        .where(where)
        .orderBy(...orderBy)
        .offset(offset)
        .$dynamic();
      if (limit !== undefined) select = select.limit(limit);
      return (await select).map(toGlossary);
    },

    async count(query: RawQuery): Promise<number> {
      const { where } = parseStrapiQuery(query, glossaryQuery);
      const [row] = await db.select({ count: count() }).from(glossaries).where(where);
      return Number(row?.count ?? 0);
    },

    async findById(id: number): Promise<Glossary | null> {
      const [row] = await db.select().from(glossaries).where(eq(glossaries.id, id)).limit(1);
      return row ? toGlossary(row) : null;
    },
  };
}
