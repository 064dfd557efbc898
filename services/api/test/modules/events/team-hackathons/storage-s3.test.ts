// Hackathon files in an S3 bucket (STORAGE_DRIVER=s3): a valid registration's files land in the
// bucket, private; a refused or failed one leaves nothing there, no row and an empty staging area.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { StorageUnavailableError } from '../../../../src/lib/storage.ts';
import {
  DOC,
  EXE,
  PDF,
  PNG,
  filesUnder,
  hackathonApp,
  member,
  post,
  team,
  teamCount,
  teamParts,
} from '../../../support/hackathon.ts';
import { freePort } from '../../../support/ports.ts';
import { startS3, type TestS3 } from '../../../support/s3.ts';

const keysOf = async (app: FastifyInstance, teamId: number) => {
  const result = (await app.db.execute(
    sql`select resume_key as key from hackathon_members where team_id = ${teamId}
        union all select storage_key from hackathon_documents where team_id = ${teamId}`,
  )) as unknown as { rows: { key: string }[] };
  return result.rows.map((row) => row.key).sort();
};

describe('hackathon files in S3', { timeout: 60_000 }, () => {
  let s3: TestS3;
  let app: FastifyInstance;
  let dataDir: string;
  const stored = () => s3.keys({ prefix: 'hackathon-files/' });
  const staging = () => filesUnder(path.join(dataDir, 'upload-staging'));

  before(async () => {
    s3 = await startS3();
    ({ app, dataDir } = await hackathonApp(s3.config()));
  });

  test('a registration: every file in the bucket with its bytes, none readable without credentials; refused ones add none', async () => {
    const response = await post(
      app,
      teamParts(team({ teamName: 'Bucket Builders', members: [member(1), member(2)] }), 1, [
        { name: 'resume.1', filename: 'cv.doc', data: DOC },
        { name: 'documents', filename: 'diagram.png', data: PNG },
      ]),
    );
    assert.equal(response.statusCode, 201, response.body);
    const keys = await keysOf(app, response.json().id);
    assert.equal(keys.length, 3);
    assert.deepEqual(await stored(), keys);
    const bytes = await Promise.all(
      keys.map(async (Key) => {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      }),
    );
    const bySize = (a: Buffer, b: Buffer) => a.length - b.length;
    assert.deepEqual(bytes.sort(bySize), [PDF, DOC, PNG].sort(bySize));
    for (const key of keys) assert.equal((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status, 403, key);
    assert.deepEqual(staging(), []);
    assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), [], 'nothing on the replica disk');

    const taken = await post(app, teamParts(team({ teamName: 'bucket builders' }), 2));
    assert.equal(taken.statusCode, 409, taken.body);
    const disguised = await post(app, teamParts(team(), 1, [{ name: 'documents', filename: 'x.pdf', data: EXE }]));
    assert.equal(disguised.statusCode, 400, disguised.body);
    const notMember = await post(app, teamParts(team({ members: [member(7)] }, 1), 1));
    assert.equal(notMember.statusCode, 400, notMember.body);
    assert.deepEqual(await stored(), keys);
    assert.deepEqual(staging(), []);
  });

  test('the bucket failing mid-commit: 503, no rows, the objects already written removed again', async () => {
    const teamsBefore = await teamCount(app);
    const before = await stored();
    const original = app.storage.putFile;
    const landed: string[] = [];
    let calls = 0;
    app.storage.putFile = async (key, staged) => {
      calls += 1;
      if (calls === 3) throw new StorageUnavailableError('PutObject', 'ServiceUnavailable 503');
      await original(key, staged);
      if ((await stored()).includes(key)) landed.push(key);
    };
    try {
      const response = await post(app, teamParts(team(), 2, [{ name: 'documents', filename: 'a.pdf', data: PDF }]));
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
    } finally {
      app.storage.putFile = original;
    }
    assert.equal(calls, 3);
    assert.equal(landed.length, 2, 'two objects were in the bucket before the failure');
    assert.equal(await teamCount(app), teamsBefore);
    assert.deepEqual(await stored(), before);
    assert.deepEqual(staging(), []);
  });

  test('a bucket whose host does not answer: 503, no rows, staging empty', async () => {
    const down = await hackathonApp({ ...s3.config(), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    const response = await post(down.app, teamParts(team({}, 1), 1));
    assert.equal(response.statusCode, 503, response.body);
    assert.equal(await teamCount(down.app), 0);
    assert.deepEqual(filesUnder(path.join(down.dataDir, 'upload-staging')), []);
  });
});
