// Social cards and cover variants in an S3 bucket (STORAGE_DRIVER=s3): drawn into the bucket by
// the import and by a first request, and served from the bucket by every replica (own disks).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { coverVariantUrl } from '@academy/contracts';
import { importContent } from '../../src/content/importer.ts';
import { tempDataDir } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { startS3, type TestS3 } from '../support/s3.ts';

describe('social cards and cover variants in S3', { timeout: 120_000 }, () => {
  let s3: TestS3;
  const fixture = new ContentFixture();
  const replica = () => buildTestApp({ config: { ...s3.config(), DATA_DIR: tempDataDir() } });
  const article = async (app: FastifyInstance) =>
    (
      await app.inject({ method: 'GET', url: '/client/blogs/slug/what-is-bitcoin', headers: { lang: 'en' } })
    ).json() as {
      coverImage: string;
      coverVariants: string;
    };
  /** A picture nobody draws: what a replica serves when it reads the bucket. */
  const marker = () =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();

  before(async () => {
    s3 = await startS3();
    fixture.standard();
  });

  test('the import draws every card into the bucket; another replica serves them from it', async () => {
    const first = await replica();
    const imported = await importContent(first.db, fixture.dir, { cards: first.storage });
    assert.equal(imported.cards?.drawn, 6);
    const cards = await s3.keys({ prefix: 'social-cards/' });
    assert.equal(cards.length, 6);
    assert.ok(cards.every((key) => /^social-cards\/[a-z0-9-]+-(en|th)-[0-9a-f]{16}\.png$/.test(key)));
    assert.equal(fs.existsSync(path.join(first.config.DATA_DIR, 'uploads')), false, 'nothing on the disk');

    const second = await replica();
    await importContent(second.db, fixture.dir);
    const { coverImage } = await article(second);
    const key = `social-cards/${coverImage.split('/').at(-1)}`;
    assert.ok(cards.includes(key));
    const bytes = await marker();
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes }));
    const served = await second.inject({ method: 'GET', url: coverImage });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, bytes, 'the bytes of the bucket, not a card drawn again');
  });

  test('a cover variant made on its first request goes to the bucket; another replica serves it from there', async () => {
    const first = await replica();
    await importContent(first.db, fixture.dir);
    const url = coverVariantUrl((await article(first)).coverVariants, 320, 'webp');
    const made = await first.inject({ method: 'GET', url });
    assert.equal(made.statusCode, 200);
    assert.equal(made.headers['content-type'], 'image/webp');
    const key = `cover-images/${url.split('/').at(-1)}`;
    assert.deepEqual(await s3.keys({ prefix: 'cover-images/' }), [key]);

    const second = await replica();
    await importContent(second.db, fixture.dir);
    const bytes = await marker();
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes }));
    const served = await second.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, bytes, 'the bytes of the bucket, not a variant made again');
    assert.equal(fs.existsSync(path.join(second.config.DATA_DIR, 'uploads')), false, 'nothing on the disk');
  });
});
