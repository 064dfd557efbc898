import { count, eq, inArray } from 'drizzle-orm';
import type { GlossaryEntry, GlossaryEntryDetail, Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { glossaries } from '../../../db/schema/index.ts';
import { parseStrapiQuery, type RawQuery, type StrapiQueryOptions } from '../../../lib/strapi-query.ts';
import { localize } from '../../../lib/language.ts';

export const glossaryQuery: StrapiQueryOptions = {
  fields: {
    id: glossaries.id,
    slug: glossaries.slug,
    tag: glossaries.tag,
    bucket: glossaries.bucket,
    bucket_th: glossaries.bucketTh,
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
  defaultSort: 'tag:ASC,id:ASC',
  // A reference list the site reads whole (`_limit=-1`, 150 terms today): a higher cap than other lists.
  maxLimit: 500,
};

type GlossaryRow = typeof glossaries.$inferSelect;

/** A row as the API sends it: localized term/definition (with fallback) plus both languages. */
export function toGlossary(row: GlossaryRow, language: Language = 'en'): GlossaryEntry {
  const picked = localize(
    language,
    { term: row.titleEn, definition: row.definitionEn },
    { term: row.titleTh, definition: row.definitionTh },
    (v) => v.term.trim() !== '' && v.definition.trim() !== '',
  );
  return {
    id: row.id,
    slug: row.slug ?? String(row.id),
    tag: row.tag,
    term: picked.value.term || row.tag,
    definition: picked.value.definition,
    bucket: row.bucket,
    bucket_th: row.bucketTh,
    title_en: row.titleEn,
    title_th: row.titleTh,
    definition_en: row.definitionEn,
    definition_th: row.definitionTh,
    fallback: picked.fallback,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function glossariesRepository(db: Db) {
  return {
    async find(query: RawQuery, language: Language = 'en'): Promise<GlossaryEntry[]> {
      const { where, orderBy, limit, offset } = parseStrapiQuery(query, glossaryQuery);
      const rows = await db
        .select()
        .from(glossaries)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toGlossary(row, language));
    },

    async count(query: RawQuery): Promise<number> {
      const { where } = parseStrapiQuery(query, glossaryQuery);
      const [row] = await db.select({ count: count() }).from(glossaries).where(where);
      return Number(row?.count ?? 0);
    },

    /** One entry by its id or its slug (an article's term links name the slug), with its related terms. */
    async findOne(key: number | string, language: Language = 'en'): Promise<GlossaryEntryDetail | null> {
      const where = typeof key === 'number' ? eq(glossaries.id, key) : eq(glossaries.slug, key);
      const [row] = await db.select().from(glossaries).where(where).limit(1);
      if (!row) return null;
      const relatedRows =
        row.relatedSlugs.length > 0
          ? await db.select().from(glossaries).where(inArray(glossaries.slug, row.relatedSlugs))
          : [];
      const related = row.relatedSlugs
        .map((slug) => relatedRows.find((r) => r.slug === slug))
        .filter((r): r is GlossaryRow => !!r)
        .map((r) => {
          const entry = toGlossary(r, language);
          return { id: entry.id, slug: entry.slug, term: entry.term };
        });
      return { ...toGlossary(row, language), related };
    },
  };
}
