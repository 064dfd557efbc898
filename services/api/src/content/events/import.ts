import type { DbOrTx } from '../../db/client.ts';
import { academyEvents } from '../../db/schema/index.ts';
import { deleteGone, hashOf, upsert, type ImportCounters } from '../rows.ts';
import type { EventEntry } from './load.ts';

/** Events, matched by slug; one the import created and that is gone is deleted. */
export async function importEvents(tx: DbOrTx, entries: EventEntry[], counters: ImportCounters): Promise<void> {
  for (const { slug, content } of entries) {
    const values = { slug, ranking: content.ranking, content };
    await upsert(tx, counters, academyEvents, academyEvents.slug, slug, values, hashOf(values));
  }
  await deleteGone(
    tx,
    counters,
    academyEvents,
    entries.map((e) => e.slug),
  );
}
