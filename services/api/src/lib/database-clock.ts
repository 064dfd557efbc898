import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface DatabaseClock {
  /** The database server's time now (this process's clock corrected by the last measured offset). */
  now(): Date;
  /** Measures the offset again: the server's clock against the midpoint of the round trip. */
  sync(): Promise<void>;
  /** The server's clock minus this process's, in ms, as last measured. */
  offsetMs(): number;
}

/**
 * Every deadline (windows, cool-downs, leases, expiries) is read from one clock: the database's.
 * Replicas on machines whose clocks drift apart then agree on what is due; `now()` stays a cheap
 * call (no query per use) and follows the server within the round trip of the last sync.
 */
export function databaseClock(db: Db, localNow: () => number = Date.now): DatabaseClock {
  let offset = 0;
  return {
    now: () => new Date(localNow() + offset),
    async sync() {
      const sent = localNow();
      const { rows } = (await db.execute(
        sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
      )) as unknown as { rows: { ms: number | string }[] };
      const received = localNow();
      offset = Math.round(Number(rows[0]?.ms) - (sent + received) / 2);
    },
    offsetMs: () => offset,
  };
}
