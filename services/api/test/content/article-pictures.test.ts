import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { articlePictureSources } from '@academy/contracts';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { pictureSize } from '../../src/content/articles/picture-size.ts';

/** A photo-like test picture: a gradient, `width` x `height`, as PNG or JPEG. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % 256;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const EN = 'A trading floor.\n\n![A crowded trading floor with screens](floor.jpg "Where orders meet")\n\nEnd.';
const TH = 'ห้องซื้อขาย\n\n![ห้องซื้อขายที่มีจอจำนวนมาก](floor.jpg "ที่คำสั่งซื้อขายมาพบกัน")\n\nจบ';

function withPicture(fixture: ContentFixture, data: Buffer, en = EN, th = TH) {
  fixture.standard();
  fixture.article({
    slug: 'what-is-bitcoin',
    en: { title: 'What is Bitcoin?', summary: 'The first cryptocurrency.', body: en },
    th: { title: 'บิตคอยน์คืออะไร', summary: 'คริปโตเคอร์เรนซีตัวแรก', body: th },
  });
  fixture.write('articles/what-is-bitcoin/floor.jpg', data);
}

/** Pictures (PNG/JPEG) in articles: read, checked, served as AVIF and WebP at the contract's widths. */
describe('content: article pictures', { timeout: 120_000 }, () => {
  test('the size of a PNG and of a JPEG is read from its header; anything else is no picture', async () => {
    assert.deepEqual(pictureSize(await picture(640, 427, 'png')), { width: 640, height: 427 });
    assert.deepEqual(pictureSize(await picture(1000, 563)), { width: 1000, height: 563 });
    assert.equal(pictureSize(Buffer.from('<svg></svg>')), null);
    assert.equal(pictureSize(Buffer.from([0xff, 0xd8, 0xff])), null);
  });

  test('a file that is no picture, or one too small or too large, is refused by the check', async () => {
    const problems = async (data: Buffer) => {
      const fixture = new ContentFixture();
      withPicture(fixture, data);
      return loadContent(fixture.dir).errors;
    };
    assert.deepEqual(await problems(Buffer.from('not a picture at all')), [
      'articles/what-is-bitcoin/en.md: image "floor.jpg": not a PNG or JPEG file',
      'articles/what-is-bitcoin/th.md: image "floor.jpg": not a PNG or JPEG file',
    ]);
    for (const data of [await picture(200, 100), await picture(4100, 100)]) {
      const found = await problems(data);
      assert.equal(found.length, 2);
      assert.match(found[0]!, /image "floor\.jpg": a picture is 320 to 4000 pixels wide, at most 4000 high$/);
    }
  });

  describe('import and serving', () => {
    let app: FastifyInstance;
    const fixture = new ContentFixture();
    let src = '';

    before(async () => {
      withPicture(fixture, await picture(1000, 500));
      app = await buildTestApp({ config: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'article-pictures-')) } });
    });

    test('stores AVIF and WebP at each width up to the picture, once for both languages', async () => {
      const result = await importContent(app.db, fixture.dir, { images: app.storage });
      // 480, 800 and the picture's own 1000, each as AVIF and WebP
      assert.deepEqual(result.images, { stored: 6, unchanged: 0 });
      const detail = (await app.inject({ method: 'GET', url: '/client/blogs/slug/what-is-bitcoin' })).json();
      src = /\]\((\/client\/blogs\/images\/what-is-bitcoin-floor-[0-9a-f]{16}-1000x500-1000\.webp) "/.exec(
        detail.body,
      )![1]!;
      const again = await importContent(app.db, fixture.dir, { images: app.storage });
      assert.deepEqual(again.images, { stored: 0, unchanged: 6 });
    });

    test('each variant the page offers is served at its width and type, immutable', async () => {
      const sources = articlePictureSources(src)!;
      for (const [format, srcset] of Object.entries(sources)) {
        const candidates = srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
        assert.deepEqual(
          candidates.map(([, w]) => w),
          ['480w', '800w', '1000w'],
        );
        for (const [url, w] of candidates) {
          const response = await app.inject({ method: 'GET', url });
          assert.equal(response.statusCode, 200, url);
          assert.equal(response.headers['content-type'], `image/${format}`);
          assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
          assert.equal((await sharp(response.rawPayload).metadata()).width, Number.parseInt(w));
        }
      }
      const notMade = await app.inject({ method: 'GET', url: src.replace('-1000.webp', '-1200.webp') });
      assert.equal(notMade.statusCode, 404);
    });
  });
});
