import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { provinces } from '../../../db/schema/index.ts';
import { thaiProvinces } from '../../../db/seed/provinces.ts';

export type ProvinceRow = typeof provinces.$inferSelect;

export function provincesRepository(db: Db) {
  return {
    /** Inserts the 77 provinces that are missing (idempotent, safe with several replicas). */
    async seed(): Promise<void> {
      await db
        .insert(provinces)
        .values([...thaiProvinces])
        .onConflictDoNothing({ target: provinces.code });
    },
    async list(): Promise<ProvinceRow[]> {
      return db.select().from(provinces).orderBy(asc(provinces.code));
    },
  };
}
