import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { articleImageSize } from '@academy/contracts';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { articleImageKey } from '../../src/content/articles/store-images.ts';
import { imageFiles } from '../../src/content/articles/images.ts';
import { blogs, blogTranslations } from '../../src/db/schema/index.ts';

const DIAGRAM = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="10" height="10"/></svg>\n';

/** The standard fixture with a diagram in what-is-bitcoin, `en` and `th` bodies as given. */
function withDiagram(fixture: ContentFixture, en: string, th: string, svg = DIAGRAM) {
  fixture.standard();
  fixture.article({
    slug: 'what-is-bitcoin',
    en: { title: 'What is Bitcoin?', summary: 'The first cryptocurrency.', body: en },
    th: { title: 'บิตคอยน์คืออะไร', summary: 'คริปโตเคอร์เรนซีตัวแรก', body: th },
  });
  fixture.write('articles/what-is-bitcoin/halving.svg', svg);
}

const EN =
  'Bitcoin is digital money.\n\n![Block reward halving every four years](halving.svg "The reward halves (every 210,000 blocks)")\n\nEnd.';
const TH = 'บิตคอยน์คือเงินดิจิทัล\n\n![รางวัลบล็อกลดลงครึ่งหนึ่งทุกสี่ปี](halving.svg "รางวัลลดลงครึ่งหนึ่ง")\n\nจบ';

/** Articles' diagrams (src/content/articles/images.ts): what the check refuses, what the import stores. */
describe('content: article images', () => {
  const problems = (en: string, th: string, svg?: string) => {
    const fixture = new ContentFixture();
    withDiagram(fixture, en, th, svg);
    return loadContent(fixture.dir).errors;
  };

  test('a valid diagram in both languages is no problem', () => {
    assert.deepEqual(problems(EN, TH), []);
  });

  test('an image without alt text in its language is refused, naming the file and the image', () => {
    assert.deepEqual(problems(EN.replace('Block reward halving every four years', ' '), TH), [
      'articles/what-is-bitcoin/en.md: image "halving.svg": alt text in English is required',
    ]);
    assert.deepEqual(problems(EN, TH.replace('รางวัลบล็อกลดลงครึ่งหนึ่งทุกสี่ปี', 'Block reward halving')), [
      'articles/what-is-bitcoin/th.md: image "halving.svg": alt text in Thai is required',
    ]);
  });

  test('an image whose file is missing, or is no SVG, PNG or JPEG of the folder, is refused', () => {
    assert.deepEqual(problems(EN.replace('(halving.svg', '(schedule.svg'), TH), [
      'articles/what-is-bitcoin/en.md: image "schedule.svg": missing file articles/what-is-bitcoin/schedule.svg',
    ]);
    for (const name of ['https://example.com/a.svg', '../other/halving.svg', 'halving.gif', 'halving.svg.html']) {
      assert.deepEqual(problems(EN, TH.replace('(halving.svg', `(${name}`)), [
        `articles/what-is-bitcoin/th.md: image "${name}": name an SVG, PNG or JPEG file of the article's folder, like "halving-schedule.svg"`,
      ]);
    }
  });

  test('an image inside a paragraph is refused (a locked teaser must never carry one)', () => {
    assert.deepEqual(problems(EN.replace('\n\n![', ' !['), TH), [
      'articles/what-is-bitcoin/en.md: an image stands alone in its paragraph (it is shown as a figure with its caption)',
    ]);
  });

  test('an SVG without a viewBox, or with script, handlers or outside references, is refused', () => {
    const bad = [
      DIAGRAM.replace(' viewBox="0 0 640 360"', ''),
      DIAGRAM.replace('<rect', '<script>alert(1)</script><rect'),
      DIAGRAM.replace('<rect', '<rect onload="alert(1)"'),
      DIAGRAM.replace('<rect', '<use href="https://example.com/x.svg#a"/><rect'),
      DIAGRAM.replace('<rect', '<image href="data:image/png;base64,AAAA"/><rect'),
    ];
    for (const svg of bad) {
      const found = problems(EN, TH, svg);
      assert.equal(found.length, 2, svg);
      assert.match(
        found[0]!,
        /^articles\/what-is-bitcoin\/en\.md: image "halving\.svg": (the <svg> needs viewBox|no script)/,
      );
    }
  });

  describe('import', () => {
    let app: FastifyInstance;
    const fixture = new ContentFixture();

    before(async () => {
      withDiagram(fixture, EN, TH);
      app = await buildTestApp({ config: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'article-images-')) } });
    });

    test('stores the SVG under its hashed name and the body points at it, with its size', async () => {
      const result = await importContent(app.db, fixture.dir, { images: app.storage });
      assert.deepEqual(result.images, { stored: 1, unchanged: 0 });
      const [blog] = await app.db.select().from(blogs).where(eq(blogs.slug, 'what-is-bitcoin'));
      const rows = await app.db.select().from(blogTranslations).where(eq(blogTranslations.blogId, blog!.id));
      const src = /\]\((\/client\/blogs\/images\/what-is-bitcoin-halving-[0-9a-f]{16}-640x360\.svg) "/.exec(
        rows.find((row) => row.language === 'en')!.body,
      )?.[1];
      assert.ok(src, 'the English body names the stored image');
      assert.deepEqual(articleImageSize(src), { width: 640, height: 360 });
      assert.ok(rows.find((row) => row.language === 'th')!.body.includes(`](${src} "รางวัลลดลงครึ่งหนึ่ง")`));
      const stored = await app.storage.get(articleImageKey(src.split('/').at(-1)!));
      assert.equal(stored?.toString('utf8'), DIAGRAM);
    });

    test('an import with nothing changed still puts back an image the storage lost', async () => {
      const [key] = loadContent(fixture.dir).articles.flatMap((a) =>
        a.images.flatMap((i) => imageFiles(i).map(articleImageKey)),
      );
      await app.storage.delete(key!);
      const result = await importContent(app.db, fixture.dir, { images: app.storage });
      assert.equal(result.skipped, true);
      assert.deepEqual(result.images, { stored: 1, unchanged: 0 });
      assert.ok(await app.storage.get(key!));
    });

    test('a redrawn diagram gets a new name (cached copies of the old one never go stale)', async () => {
      const before = loadContent(fixture.dir).articles.flatMap((a) => a.images.flatMap(imageFiles));
      fixture.write('articles/what-is-bitcoin/halving.svg', DIAGRAM.replace('width="10"', 'width="20"'));
      const after = loadContent(fixture.dir).articles.flatMap((a) => a.images.flatMap(imageFiles));
      assert.equal(after.length, 1);
      assert.notEqual(after[0], before[0]);
      const result = await importContent(app.db, fixture.dir, { images: app.storage });
      assert.equal(result.skipped, false);
      assert.deepEqual(result.images, { stored: 1, unchanged: 0 });
    });
  });
});
