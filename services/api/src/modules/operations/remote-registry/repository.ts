import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { remoteCanaries, remoteDeployments } from '../../../db/schema/index.ts';

export interface LiveRemote {
  url: string;
  buildId: string | null;
}

export interface RemoteCanary extends LiveRemote {
  /** The share of learners (1-99 %) the shell sends to this build. */
  percent: number;
}

/**
 * The runtime registry of the remotes (issue 32): `set` records a new live URL, `rollback` marks
 * the live one rolled back in one statement (only when an earlier one is left), `live` gives each
 * remote's newest row not rolled back. A canary (one per remote) sends a share of learners to
 * another build: `setCanary` replaces the remote's canary in one upsert, `endCanary` removes it.
 */
export function remoteRegistryRepository(db: Db) {
  return {
    async set(remote: string, url: string, buildId: string | null) {
      const [row] = await db.insert(remoteDeployments).values({ remote, url, buildId }).returning();
      return row!;
    },

    /**
     * The deployment live after the rollback, or null when there was none to go back to. One
     * remote's rollbacks take turns (an advisory lock), so two at once take back two.
     */
    async rollback(remote: string, now: Date): Promise<LiveRemote | null> {
      const rolled = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`remote-registry:${remote}`}))`);
        const result = (await tx.execute(sql`
          UPDATE remote_deployments SET rolled_back_at = ${now}
          WHERE id = (SELECT id FROM remote_deployments WHERE remote = ${remote} AND rolled_back_at IS NULL
                      ORDER BY id DESC LIMIT 1)
            AND (SELECT count(*) FROM remote_deployments WHERE remote = ${remote} AND rolled_back_at IS NULL) > 1
          RETURNING id`)) as unknown as { rows: { id: number }[] };
        return result.rows.length > 0;
      });
      return rolled ? ((await this.live())[remote] ?? null) : null;
    },

    async live(): Promise<Record<string, LiveRemote>> {
      const rows = (await db.execute(sql`
        SELECT DISTINCT ON (remote) remote, url, build_id FROM remote_deployments
        WHERE rolled_back_at IS NULL ORDER BY remote, id DESC`)) as unknown as {
        rows: { remote: string; url: string; build_id: string | null }[];
      };
      return Object.fromEntries(rows.rows.map((row) => [row.remote, { url: row.url, buildId: row.build_id }]));
    },

    async setCanary(remote: string, canary: RemoteCanary) {
      await db
        .insert(remoteCanaries)
        .values({ remote, ...canary })
        .onConflictDoUpdate({
          target: remoteCanaries.remote,
          set: { url: canary.url, buildId: canary.buildId, percent: canary.percent, createdAt: sql`now()` },
        });
    },

    /** Whether the remote had a canary. */
    async endCanary(remote: string): Promise<boolean> {
      const removed = await db
        .delete(remoteCanaries)
        .where(sql`${remoteCanaries.remote} = ${remote}`)
        .returning();
      return removed.length > 0;
    },

    async canaries(): Promise<Record<string, RemoteCanary>> {
      const rows = await db.select().from(remoteCanaries);
      return Object.fromEntries(
        rows.map((row) => [row.remote, { url: row.url, buildId: row.buildId, percent: row.percent }]),
      );
    },
  };
}
