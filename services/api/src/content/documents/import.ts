import { footerTypeOfLegalKind } from '@academy/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { footers, getStarts, pages } from '../../db/schema/index.ts';
import { bilingual, body, dateString, deleteGone, hashOf, upsert, type ImportCounters } from '../rows.ts';
import type { GuideEntry, LegalEntry, PageEntry } from './load.ts';

/** Get-started guides, matched by slug; one the import created and that is gone is deleted. */
export async function importGuides(tx: DbOrTx, entries: GuideEntry[], counters: ImportCounters): Promise<void> {
  const guideSlugs: string[] = [];
  for (const guide of entries) {
    guideSlugs.push(guide.slug);
    const t = guide.translations;
    const title = bilingual(t, 'title');
    const summary = bilingual(t, 'summary');
    const values = {
      slug: guide.slug,
      order: guide.order,
      titleEn: title.en,
      titleTh: title.th,
      summaryEn: summary.en,
      summaryTh: summary.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
    };
    await upsert(tx, counters, getStarts, getStarts.slug, guide.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, getStarts, guideSlugs);
}

/** Pages, matched by slug; one the import created and that is gone is deleted. */
export async function importPages(tx: DbOrTx, entries: PageEntry[], counters: ImportCounters): Promise<void> {
  const pageSlugs: string[] = [];
  for (const page of entries) {
    pageSlugs.push(page.slug);
    const t = page.translations;
    const title = bilingual(t, 'title');
    const summary = bilingual(t, 'summary');
    const values = {
      slug: page.slug,
      titleEn: title.en,
      titleTh: title.th,
      summaryEn: summary.en,
      summaryTh: summary.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
    };
    await upsert(tx, counters, pages, pages.slug, page.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, pages, pageSlugs);
}

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
