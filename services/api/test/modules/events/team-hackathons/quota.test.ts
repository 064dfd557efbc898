import assert from 'node:assert/strict';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { testDbKind } from '../../../support/database.ts';
import { PDF, filesUnder, hackathonApp, post, sized, team, teamCount, type Part } from '../../../support/hackathon.ts';

const KB = 1024;
const storageFull = {
  statusCode: 507,
  code: 'HACKATHON_STORAGE_FULL',
  message: "Registration cannot be accepted right now: the hackathon's file storage is full. Please contact us.",
};

/** A one-member team whose resume and documents weigh `sizes` bytes (the first is the resume). */
function teamOfSize(...sizes: number[]): Part[] {
  const [resume = PDF.length, ...documents] = sizes;
  return [
    { name: 'team', value: JSON.stringify(team({}, 1)) },
    { name: 'resume.0', filename: 'cv.pdf', data: sized(PDF, resume) },
    ...documents.map((size, i) => ({ name: 'documents', filename: `d${i}.pdf`, data: sized(PDF, size) })),
  ];
}

async function quotaApp(quota: number) {
  const { app, dataDir } = await hackathonApp({ HACKATHON_STORAGE_QUOTA_BYTES: quota });
  const state = async () => {
    return {
      teams: await teamCount(app),
      stored: filesUnder(path.join(dataDir, 'uploads')).length,
      staged: filesUnder(path.join(dataDir, 'upload-staging')).length,
      bytes: await app.repositories.hackathon.storedFileBytes(),
    };
  };
  return { app, state };
}

describe('POST /team-hackathons storage quota', () => {
  test('registrations fill the quota exactly; one more byte is refused with 507 HACKATHON_STORAGE_FULL and leaves nothing', async () => {
    const { app, state } = await quotaApp(10 * KB);
    const first = await post(app, teamOfSize(2 * KB, 4 * KB));
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(await state(), { teams: 1, stored: 2, staged: 0, bytes: 6 * KB });

    // 4 KB + 1 byte left over: refused while it streams in.
    const over = await post(app, teamOfSize(2 * KB, 2 * KB + 1));
    assert.equal(over.statusCode, 507, over.body);
    assert.deepEqual(over.json(), storageFull);
    assert.deepEqual(await state(), { teams: 1, stored: 2, staged: 0, bytes: 6 * KB });

    const exact = await post(app, teamOfSize(KB, 3 * KB));
    assert.equal(exact.statusCode, 201, exact.body);
    assert.deepEqual(await state(), { teams: 2, stored: 4, staged: 0, bytes: 10 * KB });

    // Full: refused before the body is read.
    const full = await post(app, teamOfSize(PDF.length));
    assert.deepEqual([full.statusCode, full.json()], [507, storageFull]);
    assert.deepEqual(await state(), { teams: 2, stored: 4, staged: 0, bytes: 10 * KB });
  });

  test('the commit checks the quota again under its lock: an upload that passed the early check is refused, nothing kept', async () => {
    const { app, state } = await quotaApp(10 * KB);
    assert.equal((await post(app, teamOfSize(8 * KB))).statusCode, 201);
    // The early check (outside a transaction) sees an empty store; the one at commit does not.
    const repository = app.repositories.hackathon;
    const original = repository.storedFileBytes;
    repository.storedFileBytes = (tx) => (tx ? original(tx) : Promise.resolve(0));
    let response;
    try {
      response = await post(app, teamOfSize(3 * KB));
    } finally {
      repository.storedFileBytes = original;
    }
    assert.deepEqual([response.statusCode, response.json()], [507, storageFull]);
    assert.deepEqual(await state(), { teams: 1, stored: 1, staged: 0, bytes: 8 * KB });
  });

  test(
    'four registrations racing for the last free bytes: exactly one passes, the others leave no row and no file',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs one transaction at a time' },
    async () => {
      const { app, state } = await quotaApp(20 * KB);
      assert.equal((await post(app, teamOfSize(12 * KB))).statusCode, 201);
      // 8 KB left; each racer needs 6 KB, so each passes the early check alone. Slow moves into
      // storage (an object store's uploads) keep each transaction open long enough to overlap.
      const putFile = app.storage.putFile;
      app.storage.putFile = async (key, staged) => {
        await sleep(200);
        return putFile(key, staged);
      };
      const racers = await Promise.all(Array.from({ length: 4 }, () => post(app, teamOfSize(2 * KB, 4 * KB))));
      app.storage.putFile = putFile;
      const statuses = racers.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [201, 507, 507, 507]);
      assert.deepEqual(await state(), { teams: 2, stored: 3, staged: 0, bytes: 18 * KB });
    },
  );
});
