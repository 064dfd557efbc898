import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { accountConfig } from '../../../support/accounts.ts';
import { jpegWithGps } from '../../../support/images.ts';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const image = (header: Buffer, size: number) => Buffer.concat([header, Buffer.alloc(size - header.length, 7)]);

function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = '----academy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile image upload', () => {
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    const config = accountConfig();
    dataDir = String(config.DATA_DIR);
    app = await buildTestApp({ config });
  });

  const upload = async (token: string, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/client/user-clients/me/profile-image',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });

  test('a JPEG with GPS EXIF is stored re-encoded (WebP, at most 512 px, no EXIF), served back; the user points at it', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const data = await jpegWithGps(3000, 2000);
    assert.ok(data.includes('GPS-9000'));
    const response = await upload(token, multipart('me.jpg', 'image/jpeg', data));
    assert.equal(response.statusCode, 200, response.body);
    const { profileImage } = response.json();
    assert.match(profileImage, /^\/client\/user-clients\/profile-images\/[0-9a-f-]{36}\.webp$/);
    const name = profileImage.split('/').at(-1);
    const stored = fs.readFileSync(path.join(dataDir, 'uploads', 'profile-images', name));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined);
    assert.equal(meta.width, 512);
    assert.ok(!stored.includes('GPS-9000') && !stored.includes('SECRET-AUTHOR'));
    const served = await app.inject({ method: 'GET', url: profileImage });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.rawPayload.length, stored.length);
    const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().profileImage, profileImage);

    // A new image (a real PNG padded to exactly 5 MB: still accepted) replaces and removes the old file.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 0)]);
    const next = await upload(token, multipart('me.png', 'image/png', padded));
    assert.equal(next.statusCode, 200, next.body);
    assert.match(next.json().profileImage, /\.webp$/);
    assert.equal(fs.existsSync(path.join(dataDir, 'uploads', 'profile-images', name)), false);
    assert.equal((await app.inject({ method: 'GET', url: profileImage })).statusCode, 404);
  });

  test('bytes with an image signature that do not decode -> 415, nothing stored', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const response = await upload(token, multipart('fake.jpg', 'image/jpeg', image(JPEG_HEADER, 1000)));
    assert.equal(response.statusCode, 415, response.body);
    assert.equal(response.json().code, 'UNSUPPORTED_MEDIA_TYPE');
    const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().profileImage, null);
  });

  test('uploads are limited per user (PROFILE_IMAGE_UPLOADS_PER_HOUR) -> 429 RATE_LIMITED', async () => {
    const limited = await buildTestApp({ config: accountConfig({ PROFILE_IMAGE_UPLOADS_PER_HOUR: 2 }) });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const send = (token: string) =>
      limited.inject({
        method: 'POST',
        url: '/client/user-clients/me/profile-image',
        headers: { ...multipart('a.png', 'image/png', png).headers, authorization: `Bearer ${token}` },
        payload: multipart('a.png', 'image/png', png).payload,
        remoteAddress: `10.0.0.${Math.floor(Math.random() * 200) + 1}`,
      });
    const { token } = await createSession(limited, await createUser(limited));
    assert.equal((await send(token)).statusCode, 200);
    assert.equal((await send(token)).statusCode, 200);
    const third = await send(token);
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'RATE_LIMITED');
    assert.ok(third.headers['retry-after']);
    // Another user is not affected.
    const other = await createSession(limited, await createUser(limited));
    assert.equal((await send(other.token)).statusCode, 200);
  });

  test('5 MB + 1 byte -> 413 PROFILE_IMAGE_TOO_LARGE with the spec message; nothing stored', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const response = await upload(token, multipart('big.png', 'image/png', image(PNG_HEADER, 5 * 1024 * 1024 + 1)));
    assert.equal(response.statusCode, 413, response.body);
    assert.deepEqual(response.json(), {
      statusCode: 413,
      code: 'PROFILE_IMAGE_TOO_LARGE',
      message: 'The file is too large: the maximum size is 5 MB. Please choose a smaller file and try again.',
    });
    const me = await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().profileImage, null);
  });

  test('a text file renamed .png (declared image/png) -> 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const response = await upload(
      token,
      multipart('evil.png', 'image/png', Buffer.from('just some text, not an image\n')),
    );
    assert.equal(response.statusCode, 415);
    assert.equal(response.json().code, 'UNSUPPORTED_MEDIA_TYPE');
    const html = await upload(token, multipart('x.gif', 'image/gif', Buffer.from('<svg onload="alert(1)"></svg>')));
    assert.equal(html.statusCode, 415);
  });

  test('not multipart -> 415; no token -> 401; no file -> 400; a bad image name -> 400/404', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const json = await app.inject({
      method: 'POST',
      url: '/client/user-clients/me/profile-image',
      headers: { token },
      payload: { a: 1 },
    });
    assert.equal(json.statusCode, 415);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/client/user-clients/me/profile-image',
      ...multipart('a.png', 'image/png', image(PNG_HEADER, 100)),
    });
    assert.equal(anonymous.statusCode, 401);
    const boundary = '----b';
    const empty = await app.inject({
      method: 'POST',
      url: '/client/user-clients/me/profile-image',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    });
    assert.equal(empty.statusCode, 400);
    assert.equal((await app.inject('/client/user-clients/profile-images/..%2F..%2Fetc%2Fpasswd')).statusCode, 400);
    assert.equal(
      (await app.inject('/client/user-clients/profile-images/00000000-0000-0000-0000-000000000000.png')).statusCode,
      404,
    );
  });
});
