import { thaiGlossaryBucket } from '@academy/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { glossaries } from '../../db/schema/index.ts';
import { deleteGone, hashOf, str, upsert, type ImportCounters } from '../rows.ts';
import { glossaryBucket, type GlossaryEntry } from './load.ts';

/** Glossary terms, matched by slug; a term the import created and that is gone is deleted. */
export async function importGlossary(tx: DbOrTx, entries: GlossaryEntry[], counters: ImportCounters): Promise<void> {
  const glossarySlugs: string[] = [];
  for (const term of entries) {
    glossarySlugs.push(term.slug);
    const values = {
      slug: term.slug,
      tag: term.en.term,
      titleEn: term.en.term,
      titleTh: term.th.term,
      definitionEn: term.en.definition,
      definitionTh: term.th.definition,
      relatedSlugs: (term.related ?? []).map(str),
      bucket: glossaryBucket(term.en.term),
      bucketTh: thaiGlossaryBucket(term.th.term),
    };
    await upsert(tx, counters, glossaries, glossaries.slug, term.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, glossaries, glossarySlugs);
}
