import { footerTypeOfLegalKind } from '@academy/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { footers, getStarts, pages } from '../../db/schema/index.ts';
import { bilingual, body, dateString, deleteGone, hashOf, upsert, type ImportCounters } from '../rows.ts';
import type { Translations } from '../source-files.ts';
import type { GuideEntry, LegalEntry, PageEntry } from './load.ts';

/**
 * Bilingual documents with a slug (guides, pages), matched by slug; one the import created and
 * that is gone is deleted.
 */
async function importSlugged(
  tx: DbOrTx,
  table: typeof getStarts | typeof pages,
  entries: Array<{ slug: string; order?: number; translations: Translations }>,
  counters: ImportCounters,
): Promise<void> {
  for (const entry of entries) {
    const t = entry.translations;
    const title = bilingual(t, 'title');
    const summary = bilingual(t, 'summary');
    const values = {
      slug: entry.slug,
      ...(entry.order === undefined ? {} : { order: entry.order }),
      titleEn: title.en,
      titleTh: title.th,
      summaryEn: summary.en,
      summaryTh: summary.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
    };
    await upsert(tx, counters, table, table.slug, entry.slug, values, hashOf(values));
  }
  await deleteGone(
    tx,
    counters,
    table,
    entries.map((entry) => entry.slug),
  );
}

/** Get-started guides (in their order). */
export const importGuides = (tx: DbOrTx, entries: GuideEntry[], counters: ImportCounters) =>
  importSlugged(tx, getStarts, entries, counters);

/** Pages. */
export const importPages = (tx: DbOrTx, entries: PageEntry[], counters: ImportCounters) =>
  importSlugged(tx, pages, entries, counters);

/** Legal documents (the footers table), matched by their footer type. */
export async function importLegal(tx: DbOrTx, entries: LegalEntry[], counters: ImportCounters): Promise<void> {
  for (const doc of entries) {
    const t = doc.translations;
    if (!t.en && !t.th) continue;
    const type = footerTypeOfLegalKind[doc.kind];
    const title = bilingual(t, 'title');
    const values = {
      type,
      titleEn: title.en,
      titleTh: title.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
      updatedEn: dateString(t.en?.data.updatedAt),
      updatedTh: dateString(t.th?.data.updatedAt),
    };
    await upsert(tx, counters, footers, footers.type, type, values, hashOf(values));
  }
}
