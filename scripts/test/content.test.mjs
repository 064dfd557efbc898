// The teaching content the academy ships: valid, bilingual, and at least what issue 4 asks for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glossaryBucket, loadContent } from '../lib/content.mjs';

const content = loadContent();
const en = (article) => article.translations.en?.data ?? {};

describe('content/', () => {
  it('has no validation problems', () => {
    assert.deepEqual(content.errors, []);
  });

  it('has at least 30 articles in both languages across at least 6 categories, market updates included', () => {
    assert.ok(content.articles.length >= 30, `${content.articles.length} articles`);
    for (const article of content.articles) assert.ok(article.translations.en && article.translations.th, article.slug);
    const used = new Set(content.articles.map((a) => en(a).category));
    assert.ok(used.size >= 6, `${used.size} categories used`);
    assert.ok(used.has('market-updates'));
  });

  it('covers all three difficulties and has at least 6 exclusive articles', () => {
    const difficulties = new Set(content.articles.map((a) => en(a).difficulty));
    assert.deepEqual([...difficulties].sort(), ['ADVANCED', 'BEGINNER', 'INTERMEDIATE']);
    assert.ok(content.articles.filter((a) => en(a).exclusive).length >= 6);
  });

  it('gives every article a main quiz pool of at least 12 bilingual questions, each with its own slug', () => {
    for (const article of content.articles) {
      const questions = article.quiz?.questions ?? [];
      assert.ok(questions.length >= 12, article.slug);
      assert.equal(new Set(questions.map((q) => q.slug)).size, questions.length, article.slug);
    }
  });

  it('has at least 120 glossary terms spread over all 27 index buckets', () => {
    assert.ok(content.glossary.length >= 120, `${content.glossary.length} terms`);
    const buckets = new Set(content.glossary.map((t) => glossaryBucket(t.en.term)));
    assert.equal(buckets.size, 27, [...buckets].sort().join(''));
  });

  it('has get-started guides, about us and the four legal documents in both languages', () => {
    assert.ok(content.guides.length >= 3);
    assert.ok(content.pages.some((p) => p.slug === 'about-us' && p.translations.en && p.translations.th));
    assert.equal(content.legal.filter((l) => l.translations.en && l.translations.th).length, 4);
  });
});

describe('the content checker', () => {
  it('reports a broken article instead of accepting it', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, cpSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    cpSync(new URL('../../content/categories.yaml', import.meta.url), path.join(dir, 'categories.yaml'));
    mkdirSync(path.join(dir, 'articles/broken'), { recursive: true });
    writeFileSync(
      path.join(dir, 'articles/broken/en.md'),
      '---\ntitle: T\nsummary: S\ncategory: nope\ndifficulty: EASY\nexclusive: false\n---\nBody <script>x</script>\n',
    );
    const { errors } = loadContent(dir);
    const text = errors.join('\n');
    for (const expected of [
      'unknown category',
      'difficulty must be',
      'raw HTML',
      'th.md: missing',
      'quiz.yaml: missing',
    ]) {
      assert.match(text, new RegExp(expected));
    }
  });
});
