import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { ContentValidationError, importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import {
  articleQuizzes,
  blogs,
  blogTranslations,
  categories,
  contentImports,
  footers,
  getStarts,
  glossaries,
  pages,
} from '../../src/db/schema/index.ts';

async function snapshot(app: FastifyInstance) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
  const rows = async (table: any) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (await (app.db as any).select().from(table)).sort((a: { id: number }, b: { id: number }) => a.id - b.id);
  return JSON.stringify({
    blogs: await rows(blogs),
    translations: await rows(blogTranslations),
    quizzes: await rows(articleQuizzes),
    categories: await rows(categories),
    glossaries: await rows(glossaries),
    guides: await rows(getStarts),
    pages: await rows(pages),
    footers: await rows(footers),
  });
}

describe('content importer', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();

  before(async () => {
    fixture.standard();
    app = await buildTestApp();
  });

  test('imports everything once; a second run (same hash or forced) changes nothing', async () => {
    const first = await importContent(app.db, fixture.dir);
    assert.equal(first.skipped, false);
    assert.ok(first.created > 10);
    assert.equal((await app.db.select().from(blogs)).length, 3);
    assert.equal((await app.db.select().from(blogTranslations)).length, 6);
    assert.equal((await app.db.select().from(glossaries)).length, 4);
    assert.equal((await app.db.select().from(footers)).length, 4);
    const [address] = await app.db.select().from(glossaries).where(eq(glossaries.slug, 'address'));
    assert.equal(address?.tag, 'Address');
    assert.equal(address?.bucket, 'A');
    assert.deepEqual(address?.relatedSlugs, ['wallet']);
    const [attack] = await app.db.select().from(glossaries).where(eq(glossaries.slug, '51-percent-attack'));
    assert.equal(attack?.bucket, '#');

    const before = await snapshot(app);
    const again = await importContent(app.db, fixture.dir);
    assert.equal(again.skipped, true);
    const forced = await importContent(app.db, fixture.dir, { force: true });
    assert.equal(forced.skipped, false);
    assert.equal(forced.created + forced.updated + forced.deactivated + forced.deleted, 0);
    assert.equal(await snapshot(app), before);
  });

  test('invalid content is rejected with every problem listed and nothing is written', async () => {
    const before = await snapshot(app);
    const imports = (await app.db.select().from(contentImports)).length;
    fixture.write(
      'articles/what-is-bitcoin/th.md',
      '---\ntitle: x\nsummary: y\ncategory: nope\ndifficulty: EASY\nexclusive: false\n---\nbody\n',
    );
    fixture.write(
      'glossary/z.yaml',
      '- slug: zk\n  en: { term: ZK, definition: proofs }\n  th: { term: ซีเค, definition: พิสูจน์ }\n  related: [missing-term]\n',
    );
    await assert.rejects(importContent(app.db, fixture.dir), (error: unknown) => {
      assert.ok(error instanceof ContentValidationError);
      assert.ok(
        error.errors.some((e) => e.includes('unknown category "nope"')),
        error.message,
      );
      assert.ok(error.errors.some((e) => e.includes('difficulty must be one of')));
      assert.ok(error.errors.some((e) => e.includes('zk relates to unknown missing-term')));
      assert.match(error.message, /content is invalid/);
      return true;
    });
    assert.equal(await snapshot(app), before);
    assert.equal((await app.db.select().from(contentImports)).length, imports);
  });

  test('the API imports CONTENT_DIR at start-up, and skips when the hash is unchanged', async () => {
    const fresh = new ContentFixture();
    fresh.standard();
    const started = await buildTestApp({ config: { CONTENT_DIR: fresh.dir } });
    const response = await started.inject({ method: 'GET', url: '/client/blogs' });
    assert.equal(response.json().length, 3);
    assert.equal((await started.db.select().from(contentImports)).length, 1);
  });
});

describe('the real content/ directory', () => {
  const realDir = new URL('../../../../content/', import.meta.url).pathname;
  const { errors } = loadContent(realDir);
  test('loads without errors', () => {
    assert.deepEqual(errors, []);
  });
});
