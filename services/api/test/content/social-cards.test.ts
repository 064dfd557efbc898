import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { importContent } from '../../src/content/importer.ts';
import { drawSocialCards } from '../../src/content/social-cards.ts';
import { cardFileName, renderSocialCard } from '../../src/lib/social-card.ts';
import { diskStorage } from '../../src/lib/storage.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk type. */
function pngSize(data: Buffer): { width: number; height: number } {
  assert.ok(data.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature');
  assert.equal(data.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

const cardsIn = (root: string) => readdirSync(path.join(root, 'social-cards')).sort();

describe('social cards (og:image and cover of each article)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cards-data-'));
  const uploads = path.join(dataDir, 'uploads');
  const storage = diskStorage(uploads);
  const get = (url: string, lang = 'en') => app.inject({ method: 'GET', url, headers: { lang } });

  before(async () => {
    fixture.standard();
    app = await buildTestApp({ config: { DATA_DIR: dataDir } });
  });

  test("draws a 1200x630 PNG per article and language, in the article's language", async () => {
    const started = performance.now();
    const en = await renderSocialCard({ slug: 'x', language: 'en', title: 'What is Bitcoin?', category: 'Bitcoin' });
    const th = await renderSocialCard({
      slug: 'x',
      language: 'th',
      title: 'บิตคอยน์คืออะไร และทำงานอย่างไรบนเครือข่ายที่ไม่มีใครเป็นเจ้าของ',
      category: 'บิตคอยน์',
    });
    assert.deepEqual(pngSize(en), { width: 1200, height: 630 });
    assert.deepEqual(pngSize(th), { width: 1200, height: 630 });
    // different text, different picture; a card is a real picture, not an empty canvas
    assert.ok(!en.equals(th));
    assert.ok(en.length > 10_000, `${en.length} bytes`);
    // (a card takes well under a second even on the shared 2-core machine)
    assert.ok(performance.now() - started < 20_000);
  });

  test('a content import draws every card once; an import after a change draws only the changed ones', async () => {
    const first = await importContent(app.db, fixture.dir, { cards: storage });
    assert.equal(first.cards?.drawn, 6); // 3 articles x en, th
    assert.equal(first.cards?.unchanged, 0);
    const files = cardsIn(uploads);
    assert.equal(files.length, 6);
    for (const file of files)
      assert.deepEqual(pngSize(readFileSync(path.join(uploads, 'social-cards', file))), { width: 1200, height: 630 });
    const mtimes = new Map(files.map((f) => [f, statSync(path.join(uploads, 'social-cards', f)).mtimeMs]));

    // nothing changed: nothing drawn (the content hash is the same: the import is skipped, the cards are checked)
    const again = await importContent(app.db, fixture.dir, { cards: storage });
    assert.equal(again.skipped, true);
    assert.deepEqual(again.cards && { drawn: again.cards.drawn, unchanged: again.cards.unchanged }, {
      drawn: 0,
      unchanged: 6,
    });

    // the Thai title of one article changes: only its Thai card is drawn again, under a new name
    const before = await get('/client/blogs/slug/what-is-bitcoin', 'th');
    const oldCover = (before.json() as { coverImage: string }).coverImage;
    fixture.article({
      slug: 'what-is-bitcoin',
      en: {
        title: 'What is Bitcoin?',
        summary: 'The first cryptocurrency.',
        body: '## Intro\n\nBitcoin is digital money.\n\nIt runs on a blockchain.',
        tags: ['bitcoin'],
      },
      th: {
        title: 'บิตคอยน์คืออะไร (ฉบับปรับปรุง)',
        summary: 'คริปโตเคอร์เรนซีตัวแรก',
        body: '## บทนำ\n\nบิตคอยน์คือเงินดิจิทัลที่ทำงานบนบล็อกเชน\n\nไม่มีธนาคารกลางควบคุม',
        tags: ['บิตคอยน์'],
      },
      publishedAt: '2026-01-03',
    });
    const changed = await importContent(app.db, fixture.dir, { cards: storage });
    assert.equal(changed.skipped, false);
    assert.equal(changed.cards?.drawn, 1);
    assert.equal(changed.cards?.unchanged, 5);
    const after = cardsIn(uploads);
    const added = after.filter((f) => !files.includes(f));
    assert.equal(added.length, 1);
    assert.match(added[0]!, /^what-is-bitcoin-th-[0-9a-f]{16}\.png$/);
    for (const file of files)
      assert.equal(statSync(path.join(uploads, 'social-cards', file)).mtimeMs, mtimes.get(file), `${file} untouched`);

    // the article now names the new card as its cover
    const now = (await get('/client/blogs/slug/what-is-bitcoin', 'th')).json() as { coverImage: string };
    assert.notEqual(now.coverImage, oldCover);
    assert.equal(now.coverImage, `/client/blogs/cards/${added[0]}`);
  });

  test('GET /client/blogs/cards/:file serves the current card (immutable), drawing it when missing', async () => {
    const { coverImage } = (await get('/client/blogs/slug/order-types', 'en')).json() as { coverImage: string };
    const response = await get(coverImage);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(pngSize(response.rawPayload), { width: 1200, height: 630 });

    // storage lost its cards (another volume, a new version): the route draws the current one again
    const fresh = await buildTestApp({ config: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cards-empty-')) } });
    await importContent(fresh.db, fixture.dir);
    const { coverImage: cover } = (
      await fresh.inject({ method: 'GET', url: '/client/blogs/slug/order-types', headers: { lang: 'th' } })
    ).json() as { coverImage: string };
    const drawn = await fresh.inject({ method: 'GET', url: cover });
    assert.equal(drawn.statusCode, 200);
    assert.deepEqual(pngSize(drawn.rawPayload), { width: 1200, height: 630 });
  });

  test('an outdated, unknown or malformed card name is refused', async () => {
    const stale = cardFileName({ slug: 'what-is-bitcoin', language: 'th', title: 'บิตคอยน์คืออะไร', category: 'Basics' });
    for (const [file, status] of [
      [stale, 404],
      ['no-such-article-en-0123456789abcdef.png', 404],
      ['what-is-bitcoin-de-0123456789abcdef.png', 400],
      ['what-is-bitcoin-en-0123.png', 400],
      ['..%2F..%2Fetc%2Fpasswd', 400],
      ['what-is-bitcoin-en-0123456789abcdef.png%00', 400],
    ] as const) {
      const response = await get(`/client/blogs/cards/${file}`);
      assert.equal(response.statusCode, status, file);
      const body = response.json() as { statusCode: number; code: string; message: string };
      assert.equal(body.statusCode, status);
      assert.equal(typeof body.code, 'string');
    }
  });

  test('drawing the cards of every article of content/ is cached: a second pass draws nothing', async () => {
    const again = await drawSocialCards(app.db, storage);
    assert.equal(again.drawn, 0);
    assert.equal(again.unchanged, 6);
  });
});
