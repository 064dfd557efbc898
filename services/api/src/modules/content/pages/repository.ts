import { asc, desc, eq } from 'drizzle-orm';
import type { ContentPage, FooterDocument, GetStart, GetStartBanner, Language } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { footers, getStartBanners, getStarts, pages } from '../../../db/schema/index.ts';
import { localize } from '../../../lib/language.ts';

const iso = (d: Date) => d.toISOString();

/** Footers (legal documents), get-started guides and banners, pages: localized with fallback. */
export function contentDocsRepository(db: Db) {
  return {
    async footer(
      type: FooterDocument['type'],
      language: Language,
    ): Promise<(FooterDocument & { fallback: boolean }) | null> {
      const [row] = await db.select().from(footers).where(eq(footers.type, type)).limit(1);
      if (!row) return null;
      const picked = localize(
        language,
        { title: row.titleEn, body: row.bodyEn, updated: row.updatedEn ?? '' },
        { title: row.titleTh, body: row.bodyTh, updated: row.updatedTh ?? '' },
        (v) => v.body.trim() !== '',
      );
      const updated = picked.value.updated ? `${picked.value.updated}T00:00:00.000Z` : iso(row.updatedAt);
      return {
        type,
        title: picked.value.title,
        body: picked.value.body,
        updated_at: updated,
        fallback: picked.fallback,
      };
    },

    async getStarts(language: Language): Promise<Array<GetStart & { fallback: boolean }>> {
      const rows = await db.select().from(getStarts).orderBy(asc(getStarts.order), asc(getStarts.id));
      return rows.map((row) => {
        const picked = localize(
          language,
          { title: row.titleEn, summary: row.summaryEn, body: row.bodyEn },
          { title: row.titleTh, summary: row.summaryTh, body: row.bodyTh },
          (v) => v.title.trim() !== '',
        );
        return {
          id: row.id,
          slug: row.slug,
          order: row.order,
          ...picked.value,
          updated_at: iso(row.updatedAt),
          fallback: picked.fallback,
        };
      });
    },

    /** The latest banner (as a list of at most one). */
    async getStartBanners(language: Language): Promise<Array<GetStartBanner & { fallback: boolean }>> {
      const rows = await db
        .select()
        .from(getStartBanners)
        .orderBy(desc(getStartBanners.updatedAt), desc(getStartBanners.id))
        .limit(1);
      return rows.map((row) => {
        const picked = localize(
          language,
          { title: row.titleEn, subtitle: row.subtitleEn },
          { title: row.titleTh, subtitle: row.subtitleTh },
          (v) => v.title.trim() !== '',
        );
        return { id: row.id, ...picked.value, updated_at: iso(row.updatedAt), fallback: picked.fallback };
      });
    },

    async page(slug: string, language: Language): Promise<(ContentPage & { fallback: boolean }) | null> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      if (!row) return null;
      const picked = localize(
        language,
        { title: row.titleEn, summary: row.summaryEn, body: row.bodyEn },
        { title: row.titleTh, summary: row.summaryTh, body: row.bodyTh },
        (v) => v.title.trim() !== '',
      );
      return { slug: row.slug, ...picked.value, updated_at: iso(row.updatedAt), fallback: picked.fallback };
    },
  };
}
