import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { languages } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { importContent } from '../../../../src/content/importer.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><circle cx="5" cy="5" r="5"/></svg>\n';
const IMAGE_PATH = /\/client\/blogs\/images\/[a-z0-9-]+-[0-9a-f]{16}-400x200\.svg/;

type Detail = { body: string | null; teaser: string | null };

describe('GET /client/blogs/images/:file (diagrams in articles)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let subscriber: Record<string, string>;
  const fixture = new ContentFixture();
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const detail = async (slug: string, headers: Record<string, string> = {}) =>
    (await get(`/client/blogs/slug/${slug}`, headers)).json() as Detail;

  before(async () => {
    fixture.standard();
    fixture.article({
      slug: 'locked-chain',
      en: {
        title: 'A locked chain',
        summary: 'Open summary.',
        body: 'Open first paragraph.\n\n![Three blocks linked by hashes](chain.svg "Blocks")\n\nOpen second paragraph.\n\nLocked part.',
      },
      th: {
        title: 'เชนที่ล็อก',
        summary: 'สรุปที่เปิด',
        body: 'ย่อหน้าแรก\n\n![บล็อกสามบล็อกเชื่อมกันด้วยแฮช](chain.svg "บล็อก")\n\nย่อหน้าที่สอง\n\nส่วนที่ล็อก',
      },
      exclusive: true,
    });
    fixture.write('articles/locked-chain/chain.svg', SVG);
    app = await buildTestApp({ config: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'images-route-')) } });
    await importContent(app.db, fixture.dir, { images: app.storage });
    const user = await createUser(app, { kycStatus: 'verified' });
    await grantSubscription(app, user);
    subscriber = { authorization: `Bearer ${(await createSession(app, user)).token}` };
  });

  test('serves the stored SVG, immutable and sandboxed (nothing in it runs, even opened alone)', async () => {
    const src = IMAGE_PATH.exec((await detail('locked-chain', subscriber)).body ?? '')?.[0];
    assert.ok(src, "a subscriber's body names the diagram");
    const response = await get(src);
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, SVG);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'.*sandbox/);
  });

  test("a locked article's teaser carries no image, in either language", async () => {
    for (const lang of languages) {
      const locked = await detail('locked-chain', { lang });
      assert.equal(locked.body, null);
      assert.ok(locked.teaser?.includes(lang === 'en' ? 'Open second paragraph.' : 'ย่อหน้าที่สอง'));
      assert.doesNotMatch(locked.teaser ?? '', /!\[|\/client\/blogs\/images\//);
    }
  });

  test('an unknown name is 404, a name outside the pattern 400 (never a path into storage)', async () => {
    const unknown = await get('/client/blogs/images/locked-chain-chain-0123456789abcdef-400x200.svg');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'NOT_FOUND');
    for (const name of ['..%2F..%2Fsecret.svg', 'locked-chain-chain-0123456789abcdef-400x200.png', 'chain.svg']) {
      const refused = await get(`/client/blogs/images/${name}`);
      assert.equal(refused.statusCode, 400, name);
    }
  });
});
