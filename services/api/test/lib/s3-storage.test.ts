// The S3 backend beyond the shared contract (storage-contract.test.ts): objects are private, keys
// go under S3_PREFIX, and a bucket that does not answer is a StorageUnavailableError (503), never
// a missing file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { configuredStorage, s3ClientOf } from '../../src/lib/configured-storage.ts';
import { s3Storage } from '../../src/lib/s3-storage.ts';
import { StorageUnavailableError } from '../../src/lib/storage.ts';
import { freePort } from '../support/ports.ts';
import { startS3, type TestS3 } from '../support/s3.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-storage-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const unavailable = (operation: string, reason: RegExp) => (error: Error) =>
  error instanceof StorageUnavailableError &&
  error.statusCode === 503 &&
  error.message.startsWith(`file storage unavailable: ${operation} failed (`) &&
  reason.test(error.message);

describe('S3 file storage', { timeout: 60_000 }, () => {
  let s3: TestS3;
  before(async () => {
    s3 = await startS3();
  });

  test('objects are private: an anonymous GET of the object URL is refused, a signed one is not', async () => {
    const storage = configuredStorage({ DATA_DIR: dataDir, S3_REGION: 'us-east-1', ...s3.config() } as never);
    await storage.put('profile-images/private.webp', Buffer.from('image bytes'));
    const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/profile-images/private.webp`);
    assert.equal(anonymous.status, 403);
    assert.match(await anonymous.text(), /AccessDenied/);
    assert.deepEqual(await storage.get('profile-images/private.webp'), Buffer.from('image bytes'));
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'profile-images/private.webp' }));
    assert.equal(head.ContentType, 'image/webp');

    // the server does serve an object written public: the refusal above is the object's, not the server's
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/readme.txt', Body: 'hello', ACL: 'public-read' }),
    );
    assert.equal((await fetch(`${s3.endpoint}/${s3.bucket}/public/readme.txt`)).status, 200);
  });

  test('S3_PREFIX puts every key under one folder of the bucket', async () => {
    const bucket = await s3.createBucket();
    const storage = configuredStorage({
      DATA_DIR: dataDir,
      S3_REGION: 'us-east-1',
      ...s3.config(bucket),
      S3_PREFIX: 'academy/prod/',
    } as never);
    await storage.put('social-cards/card.png', Buffer.from('png'));
    assert.deepEqual(await s3.keys({ bucket }), ['academy/prod/social-cards/card.png']);
    assert.deepEqual(await storage.get('social-cards/card.png'), Buffer.from('png'));
    await storage.delete('social-cards/card.png');
    assert.deepEqual(await s3.keys({ bucket }), []);
  });

  test('a missing bucket or refused credentials: 503 errors naming the S3 code, never null or the secret', async () => {
    const noBucket = s3Storage({ bucket: 'no-such-bucket', client: s3.client });
    await assert.rejects(noBucket.get('profile-images/a.png'), unavailable('GetObject', /NoSuchBucket 404/));
    await assert.rejects(noBucket.ping?.() ?? Promise.resolve(), unavailable('HeadBucket', /404/));

    const secret = 'not-the-right-secret-value';
    const wrongKey = s3Storage({
      bucket: s3.bucket,
      client: s3ClientOf({
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'SOMEONE',
        S3_SECRET_ACCESS_KEY: secret,
      }),
    });
    await assert.rejects(wrongKey.put('profile-images/a.png', Buffer.from('x')), (error: Error) => {
      assert.ok(unavailable('PutObject', /InvalidAccessKeyId 403/)(error), error.message);
      assert.doesNotMatch(error.message, new RegExp(secret));
      return true;
    });
    wrongKey.close?.();
  });

  test('an endpoint nobody answers: 503 errors, the staged file left to its owner, ping fails', async () => {
    const port = await freePort();
    const storage = s3Storage({
      bucket: s3.bucket,
      client: s3ClientOf({ S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`, ...credentials() }),
    });
    const staged = path.join(dataDir, 'staged-upload');
    fs.writeFileSync(staged, 'a resume');
    await assert.rejects(storage.putFile('hackathon-files/cv.pdf', staged), unavailable('PutObject', /ECONNREFUSED/));
    assert.ok(fs.existsSync(staged));
    await assert.rejects(
      storage.put('profile-images/a.png', Buffer.from('x')),
      unavailable('PutObject', /ECONNREFUSED/),
    );
    await assert.rejects(storage.ping?.() ?? Promise.resolve(), unavailable('HeadBucket', /ECONNREFUSED/));
    storage.close?.();
  });

  test('ping answers for a reachable bucket', async () => {
    const storage = s3Storage({ bucket: s3.bucket, client: s3.client });
    assert.equal(typeof storage.ping, 'function');
    await storage.ping?.();
  });

  function credentials() {
    const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = s3.config();
    return { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY };
  }
});
