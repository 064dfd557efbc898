import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Config } from '../../src/config.ts';
import { serviceRoot } from '../../src/config.ts';
import { configuredStorage } from '../../src/lib/configured-storage.ts';
import { StorageUnavailableError } from '../../src/lib/storage.ts';
import { OperatorError, runOperatorCommand } from '../../src/operator/cli.ts';
import { fakeClock, tempDataDir } from '../support/accounts.ts';
import { testDbKind } from '../support/database.ts';
import { PDF, PNG, filesUnder, hackathonApp, post, team, teamParts } from '../support/hackathon.ts';
import { freePort } from '../support/ports.ts';
import { startS3 } from '../support/s3.ts';

const opensAt = new Date('2026-03-01T00:00:00Z');
const closesAt = new Date('2026-04-01T00:00:00Z');

/** An app whose registration window is March 2026, its clock on 10 March. */
async function windowedApp(config: Partial<Config> = {}) {
  const { app, dataDir } = await hackathonApp({
    ...config,
    HACKATHON_OPENS_AT: opensAt,
    HACKATHON_CLOSES_AT: closesAt,
  });
  fakeClock(app, new Date('2026-03-10T00:00:00Z'));
  return { app, uploads: path.join(dataDir, 'uploads') };
}

describe('operator hackathon:delete-files', () => {
  test('refuses while registration is open; after it closed deletes every stored file, says what, and frees the quota', async () => {
    const { app, uploads } = await windowedApp();
    const first = await post(
      app,
      teamParts(team({ teamName: 'Block Builders' }), 2, [{ name: 'documents', filename: 'a.png', data: PNG }]),
    );
    const second = await post(app, teamParts(team({ teamName: 'Chain Gang' }, 1), 1));
    assert.deepEqual([first.statusCode, second.statusCode], [201, 201]);
    assert.equal(filesUnder(uploads).length, 4);
    const bytes = 3 * PDF.length + PNG.length;
    assert.equal(await app.repositories.hackathon.storedFileBytes(), bytes);

    const files = { storage: app.storage, hackathonClosesAt: closesAt };
    const operator = (now: string) => runOperatorCommand(app.db, ['hackathon:delete-files'], new Date(now), files);

    await assert.rejects(
      operator('2026-03-31T23:59:59Z'),
      (error: Error) =>
        error instanceof OperatorError &&
        error.message ===
          'hackathon registration is open until 2026-04-01T00:00:00.000Z (HACKATHON_CLOSES_AT): its files can be deleted after that',
    );
    assert.equal(filesUnder(uploads).length, 4, 'nothing deleted before the window closed');

    const out = await operator('2026-04-01T00:00:00Z');
    const [firstId, secondId] = [first.json().id, second.json().id];
    assert.equal(
      out,
      [
        `deleted 4 files (${bytes} bytes, 0.0 MB) of 2 teams registered before 2026-04-01T00:00:00.000Z`,
        `team ${firstId} "Block Builders": 3 files, ${2 * PDF.length + PNG.length} bytes`,
        `team ${secondId} "Chain Gang": 1 file, ${PDF.length} bytes`,
      ].join('\n'),
    );
    assert.deepEqual(filesUnder(uploads), []);
    assert.equal(await app.repositories.hackathon.storedFileBytes(), 0, 'the quota is free again');
    // The registrations stay, marked.
    const result = await app.db.execute(
      sql`select count(*)::int as n from hackathon_teams where files_deleted_at = ${'2026-04-01T00:00:00Z'}`,
    );
    assert.equal(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n), 2);

    assert.equal(
      await operator('2026-04-02T00:00:00Z'),
      'no stored hackathon files of teams registered before 2026-04-01T00:00:00.000Z',
    );
  });

  test('a run that stops on a storage failure keeps that team counted; the next run finishes it', async () => {
    const { app, uploads } = await windowedApp();
    assert.equal((await post(app, teamParts(team({}, 1), 1))).statusCode, 201);
    const original = app.storage.delete;
    const failing = { ...app.storage, delete: () => Promise.reject(new Error('bucket unavailable')) };
    const now = new Date('2026-04-05T00:00:00Z');
    await assert.rejects(
      runOperatorCommand(app.db, ['hackathon:delete-files'], now, { storage: failing, hackathonClosesAt: closesAt }),
      /bucket unavailable/,
    );
    assert.equal(await app.repositories.hackathon.storedFileBytes(), PDF.length, 'still counted');
    assert.equal(app.storage.delete, original);
    const out = await runOperatorCommand(app.db, ['hackathon:delete-files'], now, {
      storage: app.storage,
      hackathonClosesAt: closesAt,
    });
    assert.match(out, /^deleted 1 file \(\d+ bytes, 0\.0 MB\) of 1 team registered before/);
    assert.deepEqual(filesUnder(uploads), []);
  });

  test('with S3: run from anywhere (its own disk), it deletes the files from the bucket; a bucket that does not answer marks nothing', async () => {
    const s3 = await startS3();
    const { app } = await windowedApp(s3.config());
    assert.equal(
      (await post(app, teamParts(team({}, 1), 1, [{ name: 'documents', filename: 'a.png', data: PNG }]))).statusCode,
      201,
    );
    assert.equal((await post(app, teamParts(team({}, 1), 1))).statusCode, 201);
    assert.equal((await s3.keys({ prefix: 'hackathon-files/' })).length, 3);
    const after = new Date('2026-04-02T00:00:00Z');
    // the operator's machine: the same configuration, another DATA_DIR
    const operatorConfig = { ...app.config, DATA_DIR: tempDataDir() };

    const down = configuredStorage({ ...operatorConfig, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    await assert.rejects(
      runOperatorCommand(app.db, ['hackathon:delete-files'], after, { storage: down, hackathonClosesAt: closesAt }),
      StorageUnavailableError,
    );
    down.close?.();
    assert.equal(await app.repositories.hackathon.storedFileBytes(), 2 * PDF.length + PNG.length, 'nothing marked');
    assert.equal((await s3.keys({ prefix: 'hackathon-files/' })).length, 3);

    const storage = configuredStorage(operatorConfig);
    const out = await runOperatorCommand(app.db, ['hackathon:delete-files'], after, {
      storage,
      hackathonClosesAt: closesAt,
    });
    storage.close?.();
    assert.match(out, /^deleted 3 files \(\d+ bytes, 0\.0 MB\) of 2 teams registered before/);
    assert.deepEqual(await s3.keys({ prefix: 'hackathon-files/' }), []);
    assert.equal(await app.repositories.hackathon.storedFileBytes(), 0);
  });

  test(
    'the operator command (its own process and DATA_DIR) deletes from the bucket the API wrote to',
    { skip: testDbKind() !== 'postgres' && 'needs TEST_DB=postgres (PGlite is one process)', timeout: 60_000 },
    async () => {
      const s3 = await startS3();
      const { app } = await windowedApp(s3.config());
      assert.equal((await post(app, teamParts(team({}, 1), 1))).statusCode, 201);
      assert.deepEqual((await s3.keys({ prefix: 'hackathon-files/' })).length, 1);
      const env = Object.fromEntries(
        Object.entries({ ...s3.config(), DATABASE_URL: app.config.DATABASE_URL, DATA_DIR: tempDataDir() }).map(
          ([name, value]) => [name, String(value)],
        ),
      );
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/operator/cli.ts', 'hackathon:delete-files'], {
        cwd: serviceRoot,
        env: { ...process.env, ...env, HACKATHON_CLOSES_AT: closesAt.toISOString(), LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      assert.equal(await new Promise((resolve) => child.once('exit', resolve)), 0, output);
      assert.match(output, /deleted 1 file/);
      assert.deepEqual(await s3.keys({ prefix: 'hackathon-files/' }), []);
    },
  );
});
