import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture, quizYaml } from '../support/content-fixture.ts';
import { serviceRoot } from '../../src/config.ts';
import { importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { articleQuizzes } from '../../src/db/schema/index.ts';

const FILE = 'articles/what-is-bitcoin/quiz.yaml';

/** quiz.yaml `section`: the heading a wrong answer's "re-read" link opens, in both languages. */
describe('content: quiz sections', () => {
  test('a section must be a heading of en.md, and th.md must have as many headings', () => {
    const fixture = new ContentFixture();
    fixture.standard();
    const errorsWith = (yaml: string) => {
      fixture.write(FILE, yaml);
      return loadContent(fixture.dir).errors.filter((e) => e.startsWith(FILE));
    };
    // the fixture's what-is-bitcoin has "## Intro" / "## บทนำ"
    assert.deepEqual(errorsWith(quizYaml(12).replace('slug: q3\n', 'slug: q3\n    section: intro\n')), []);
    assert.deepEqual(errorsWith(quizYaml(12).replace('slug: q3\n', 'slug: q3\n    section: outro\n')), [
      `${FILE} question q3: section "outro" is no heading of en.md (intro)`,
    ]);
  });

  test("the real content's what-is-bitcoin quiz carries each section's anchor in both languages", async () => {
    const app = await buildTestApp();
    await importContent(app.db, path.join(serviceRoot, '..', '..', 'content'));
    const [quiz] = await app.db.select().from(articleQuizzes).where(eq(articleQuizzes.slug, 'what-is-bitcoin'));
    const wallet = quiz!.questions.find((q) => q.slug === 'what-wallet-holds');
    assert.deepEqual(wallet?.section, { en: 'wallets-and-keys', th: 'วอลเล็ตและคีย์' });
  });
});
