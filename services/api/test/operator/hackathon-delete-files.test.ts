import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { OperatorError, runOperatorCommand } from '../../src/operator/cli.ts';
import { fakeClock } from '../support/accounts.ts';
import { PDF, PNG, filesUnder, hackathonApp, post, team, teamParts } from '../support/hackathon.ts';

const opensAt = new Date('2026-03-01T00:00:00Z');
const closesAt = new Date('2026-04-01T00:00:00Z');

/** An app whose registration window is March 2026, its clock on 10 March. */
async function windowedApp() {
  const { app, dataDir } = await hackathonApp({ HACKATHON_OPENS_AT: opensAt, HACKATHON_CLOSES_AT: closesAt });
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
});
