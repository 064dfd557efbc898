import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { importContent } from '../../src/content/importer.ts';
import { readingTimeMinutes } from '../../src/lib/text.ts';
import { articleQuizzes, blogs, blogTranslations } from '../../src/db/schema/index.ts';

/** Articles and their quizzes (src/content/articles/): what a change, an addition or a removal writes. */
describe('content import of articles', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();

  before(async () => {
    fixture.standard();
    app = await buildTestApp();
    await importContent(app.db, fixture.dir);
  });

  test('a changed file updates its rows (quiz version grows when questions change)', async () => {
    fixture.article({
      slug: 'order-types',
      en: {
        title: 'Order types explained',
        summary: 'Market and limit orders.',
        body: 'Changed body.',
        tags: ['trading'],
      },
      th: { title: 'ประเภทคำสั่งซื้อขาย', summary: 'คำสั่งตลาด', body: 'คำสั่งจำกัดราคาจะรอ', tags: ['เทรด'] },
      category: 'trading',
      difficulty: 'ADVANCED',
      publishedAt: '2026-01-01',
    });
    fixture.write(
      'articles/order-types/quiz.yaml',
      (await import('node:fs'))
        .readFileSync(`${fixture.dir}/articles/order-types/quiz.yaml`, 'utf8')
        .replace('Q0?', 'Q0 changed?'),
    );
    const [blog] = await app.db.select().from(blogs).where(eq(blogs.slug, 'order-types'));
    const result = await importContent(app.db, fixture.dir);
    assert.equal(result.skipped, false);
    assert.equal(result.updated, 2);
    const [en] = await app.db.select().from(blogTranslations).where(eq(blogTranslations.blogId, blog!.id));
    const titles = (await app.db.select().from(blogTranslations).where(eq(blogTranslations.blogId, blog!.id))).map(
      (t) => t.title,
    );
    assert.ok(en);
    assert.ok(titles.includes('Order types explained'));
    const [quiz] = await app.db.select().from(articleQuizzes).where(eq(articleQuizzes.blogId, blog!.id));
    assert.equal(quiz?.version, 2);
    assert.equal(quiz?.questions[0]?.en.question, 'Q0 changed?');
  });

  test('quiz.yaml physicalReward is imported (no version bump) and validated', async () => {
    const fs = await import('node:fs');
    const file = `${fixture.dir}/articles/order-types/quiz.yaml`;
    const original = fs.readFileSync(file, 'utf8');
    fixture.write(
      'articles/order-types/quiz.yaml',
      original.replace(
        'rewardPoints: 50\n',
        'rewardPoints: 50\nphysicalReward: { en: Notebook, th: สมุด, aPlusOnly: true }\n',
      ),
    );
    await importContent(app.db, fixture.dir);
    const [blog] = await app.db.select().from(blogs).where(eq(blogs.slug, 'order-types'));
    const [quiz] = await app.db.select().from(articleQuizzes).where(eq(articleQuizzes.blogId, blog!.id));
    assert.deepEqual(quiz?.physicalReward, { en: 'Notebook', th: 'สมุด', aPlusOnly: true });
    assert.equal(quiz?.version, 2);
    fixture.write(
      'articles/order-types/quiz.yaml',
      original.replace('rewardPoints: 50\n', 'rewardPoints: 50\nphysicalReward: { en: Notebook }\n'),
    );
    await assert.rejects(importContent(app.db, fixture.dir), (error: Error & { errors?: string[] }) =>
      Boolean(error.errors?.some((e) => e.includes('physicalReward needs en and th'))),
    );
    fixture.write('articles/order-types/quiz.yaml', original);
    await importContent(app.db, fixture.dir);
    const [plain] = await app.db.select().from(articleQuizzes).where(eq(articleQuizzes.blogId, blog!.id));
    assert.equal(plain?.physicalReward, null);
  });

  test('a removed article becomes inactive; rows it did not create are left alone; it comes back when re-added', async () => {
    const [manual] = await app.db.insert(blogs).values({ slug: 'hand-made', difficulty: 'BEGINNER' }).returning();
    fixture.remove('articles/order-types');
    const result = await importContent(app.db, fixture.dir);
    assert.equal(result.deactivated, 1);
    const [gone] = await app.db.select().from(blogs).where(eq(blogs.slug, 'order-types'));
    assert.equal(gone?.active, false);
    const [kept] = await app.db.select().from(blogs).where(eq(blogs.id, manual!.id));
    assert.equal(kept?.active, true);
    fixture.article({
      slug: 'order-types',
      en: { title: 'Order types', summary: 's', body: 'b' },
      th: { title: 'ประเภท', summary: 'ส', body: 'บ' },
      category: 'trading',
    });
    await importContent(app.db, fixture.dir);
    const [back] = await app.db.select().from(blogs).where(eq(blogs.slug, 'order-types'));
    assert.equal(back?.active, true);
    assert.equal(back?.id, gone?.id);
  });

  test('reading time: English by words/200, Thai by Intl.Segmenter words', () => {
    assert.equal(readingTimeMinutes('word '.repeat(1000), 'en'), 5);
    assert.equal(readingTimeMinutes('บิตคอยน์ '.repeat(5), 'th'), 1);
    assert.ok(readingTimeMinutes('สวัสดีครับ'.repeat(600), 'th') >= 5);
  });
});
