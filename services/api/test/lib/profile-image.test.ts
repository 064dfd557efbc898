import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { ImageDecodeError, PROFILE_IMAGE_MAX_SIDE, reencodeProfileImage } from '../../src/lib/profile-image.ts';
import { jpegWithGps } from '../support/images.ts';

test('a JPEG with GPS EXIF comes out as a bounded WebP without any metadata', async () => {
  const input = await jpegWithGps();
  const before = await sharp(input).metadata();
  assert.ok(before.exif, 'the fixture carries EXIF');
  assert.ok(input.includes('SECRET-AUTHOR'));
  assert.ok(input.includes('GPS-9000'));

  const output = await reencodeProfileImage(input);
  const after = await sharp(output.data).metadata();
  assert.equal(after.format, 'webp');
  assert.equal(output.ext, 'webp');
  assert.equal(after.exif, undefined);
  assert.equal(after.xmp, undefined);
  assert.ok(!output.data.includes('SECRET-AUTHOR'));
  assert.ok(!output.data.includes('GPS-9000'));
  assert.equal(Math.max(after.width ?? 0, after.height ?? 0), PROFILE_IMAGE_MAX_SIDE);
  assert.equal(after.width, 512);
  assert.equal(after.height, 341);
});

test('small images are not enlarged; bytes appended after the image are dropped', async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00f8' } })
    .png()
    .toBuffer();
  const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
  const output = await reencodeProfileImage(polyglot);
  assert.equal(output.width, 40);
  assert.equal(output.height, 30);
  assert.ok(!output.data.includes('<script>'));
});

test('bytes that only look like an image (right magic number, broken body) are refused', async () => {
  const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
  await assert.rejects(reencodeProfileImage(fake), ImageDecodeError);
});
