import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';
import { createMigratedTestDatabase } from './postgres-template.ts';
import { testServerUrl } from './postgres.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

/** What buildApp needs to use a fresh database: a PGlite clone or a postgres URL. */
export interface TestDatabase {
  pglite?: PGlite;
  databaseUrl?: string;
  /** Runs after the app closed: drops the postgres database. */
  cleanup(): Promise<void>;
}

let template: Promise<PGlite> | undefined;

/**
 * One migrated PGlite per process; every app gets a clone(). The migrated data dir is also
 * cached as a tarball in the temp dir (keyed by the migrations), so later test files load it
 * instead of running initdb + migrations again.
 */
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const cache = path.join(os.tmpdir(), `academy-api-pglite-${migrationsHash()}.tar.gz`);
    if (fs.existsSync(cache)) {
      try {
        return await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(cache)]) });
      } catch {
        fs.rmSync(cache, { force: true });
      }
    }
    const fresh = await PGlite.create();
    await migrate(drizzle({ client: fresh }), { migrationsFolder });
    const dump = await fresh.dumpDataDir('gzip');
    const temp = `${cache}.${process.pid}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, cache);
    return fresh;
  })();
  const instance = await template;
  return instance;
}

let openClones = 0;

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'postgres') {
    const database = await createMigratedTestDatabase(await testServerUrl());
    return { databaseUrl: database.url, cleanup: () => database.drop() };
  }
  const base = await pgliteTemplate();
  const clone = (await base.clone()) as PGlite;
  openClones += 1;
  return {
    pglite: clone,
    // The app closes its clone; the template is closed with the last clone, or the
    // process would never exit (it is reloaded from the tarball if needed again).
    cleanup: async () => {
      openClones -= 1;
      if (openClones === 0) await closeTemplate();
    },
  };
}

async function closeTemplate(): Promise<void> {
  if (!template) return;
  const instance = await template;
  template = undefined;
  if (!instance.closed) await instance.close();
}
