/**
 * The content endpoints' app: the standard content fixture imported, plus an article with an
 * English translation only (added by hand: the importer rejects a missing translation).
 */
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import type { ContentFixture } from '../../../support/content-fixture.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { blogs, blogTranslations } from '../../../../src/db/schema/index.ts';

export async function buildContentApp(fixture: ContentFixture): Promise<FastifyInstance> {
  fixture.standard();
  // an article with an English translation only (fallback)
  fixture.article({
    slug: 'english-only',
    en: { title: 'English only', summary: 'Only EN.', body: 'Just English text about staking.' },
    th: null,
  });
  const app = await buildTestApp();
  // loadContent rejects a missing translation, so import the valid set, then add the EN-only one by hand
  fixture.remove('articles/english-only');
  await importContent(app.db, fixture.dir);
  const [enOnly] = await app.db
    .insert(blogs)
    .values({ slug: 'english-only', difficulty: 'BEGINNER', publishedAt: new Date('2025-12-01') })
    .returning();
  await app.db.insert(blogTranslations).values({
    blogId: enOnly!.id,
    language: 'en',
    title: 'English only',
    summary: 'Only EN.',
    body: 'Staking text.',
  });
  return app;
}
