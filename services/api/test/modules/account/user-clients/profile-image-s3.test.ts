// Profile images in an S3 bucket (STORAGE_DRIVER=s3): two replicas, each with its own disk, share
// the images through the bucket; a bucket that does not answer is a 503, never a half-done change.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { accountConfig } from '../../../support/accounts.ts';
import { buildTestApp } from '../../../support/app.ts';
import { testDbKind } from '../../../support/database.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { freePort } from '../../../support/ports.ts';
import { startS3, type TestS3 } from '../../../support/s3.ts';

const boundary = '----academy-s3-test';
const upload = async (app: FastifyInstance, token: string, color: string) => {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();
  return app.inject({
    method: 'POST',
    url: '/client/user-clients/me/profile-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

const uploadsOf = (app: FastifyInstance) => path.join(app.config.DATA_DIR, 'uploads');

describe('profile images in S3', { timeout: 60_000 }, () => {
  let s3: TestS3;
  before(async () => {
    s3 = await startS3();
  });

  test('an image uploaded through one replica is served by another (same database and bucket, own disks)', async () => {
    const first = await buildTestApp({ config: accountConfig(s3.config()) });
    // On PostgreSQL the second replica shares the first one's database; PGlite is one process's own.
    const shared = testDbKind() === 'postgres' ? { DATABASE_URL: first.config.DATABASE_URL } : {};
    const second = await buildTestApp({ config: accountConfig({ ...s3.config(), ...shared }) });
    const { token } = await createSession(first, await createUser(first));

    const uploaded = await upload(first, token, '#0a0');
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const { profileImage } = uploaded.json() as { profileImage: string };
    const name = profileImage.split('/').at(-1);
    assert.deepEqual(await s3.keys({ prefix: 'profile-images/' }), [`profile-images/${name}`]);

    const served = await second.inject({ method: 'GET', url: profileImage });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
    for (const app of [first, second]) assert.equal(fs.existsSync(uploadsOf(app)), false, 'nothing on a disk');

    if (testDbKind() !== 'postgres') return;
    // the same user on the other replica replaces the image: the old object leaves the bucket
    const me = await second.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().profileImage, profileImage);
    const replaced = await upload(second, token, '#a00');
    assert.equal(replaced.statusCode, 200, replaced.body);
    const next = (replaced.json() as { profileImage: string }).profileImage;
    assert.deepEqual(await s3.keys({ prefix: 'profile-images/' }), [`profile-images/${next.split('/').at(-1)}`]);
    assert.equal((await first.inject({ method: 'GET', url: profileImage })).statusCode, 404);
    assert.equal((await first.inject({ method: 'GET', url: next })).statusCode, 200);
  });

  test('a bucket that does not answer: 503 SERVICE_UNAVAILABLE, the profile unchanged', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const app = await buildTestApp({ config: accountConfig({ ...s3.config(), S3_ENDPOINT: nobody }) });
    const { token } = await createSession(app, await createUser(app));
    const response = await upload(app, token, '#00a');
    assert.equal(response.statusCode, 503, response.body);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again.',
    });
    const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().profileImage, null);
    const read = await app.inject({
      method: 'GET',
      url: '/client/user-clients/profile-images/00000000-0000-0000-0000-000000000000.webp',
    });
    assert.equal(read.statusCode, 503, 'a storage outage is not a missing image');
  });
});
