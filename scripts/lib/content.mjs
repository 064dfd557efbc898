// Reads and validates content/ (see content/README.md). Used by the content check, the
// importer and the tests. Returns { articles, categories, glossary, guides, pages, legal, errors }.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { root } from '../composition.mjs';

const LANGS = ['en', 'th'];
const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'];
const LEGAL_KINDS = ['terms-and-conditions', 'privacy-policy', 'subscription-terms', 'cookies-policy'];

/** Split `---\nyaml\n---\nbody` into its front matter and body. */
export function parseFrontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: parseYaml(match[1]) ?? {}, body: match[2].trim() };
}

const dirs = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);
const nonBlank = (v) => typeof v === 'string' && v.trim().length > 0;

export function loadContent(contentDir = path.join(root, 'content')) {
  const errors = [];
  const fail = (where, message) => errors.push(`${path.relative(contentDir, where) || where}: ${message}`);
  const readDoc = (file) => {
    if (!existsSync(file)) return fail(file, 'missing'), null;
    return parseFrontMatter(readFileSync(file, 'utf8'));
  };
  const readBilingual = (dir, required) => {
    const out = {};
    for (const lang of LANGS) {
      const doc = readDoc(path.join(dir, `${lang}.md`));
      if (!doc) continue;
      for (const key of required) if (!nonBlank(String(doc.data[key] ?? ''))) fail(path.join(dir, `${lang}.md`), `front matter "${key}" is required`);
      if (!nonBlank(doc.body)) fail(path.join(dir, `${lang}.md`), 'body is empty');
      if (/<\/?[a-z][^>]*>/i.test(doc.body.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))) fail(path.join(dir, `${lang}.md`), 'raw HTML is not allowed');
      out[lang] = doc;
    }
    return out;
  };

  const categoriesFile = path.join(contentDir, 'categories.yaml');
  const categories = existsSync(categoriesFile) ? parseYaml(readFileSync(categoriesFile, 'utf8')) ?? [] : (fail(categoriesFile, 'missing'), []);
  for (const c of categories) {
    if (!nonBlank(c.slug) || typeof c.ranking !== 'number') fail(categoriesFile, `category needs slug and numeric ranking: ${JSON.stringify(c)}`);
    for (const lang of LANGS) if (!nonBlank(c[lang]?.name)) fail(categoriesFile, `${c.slug}: ${lang}.name required`);
  }
  const categorySlugs = new Set(categories.map((c) => c.slug));

  const articles = dirs(path.join(contentDir, 'articles')).map((slug) => {
    const dir = path.join(contentDir, 'articles', slug);
    const translations = readBilingual(dir, ['title', 'summary', 'category', 'difficulty']);
    const en = translations.en?.data ?? {};
    for (const lang of LANGS) {
      const data = translations[lang]?.data;
      if (!data) continue;
      if (!categorySlugs.has(data.category)) fail(dir, `${lang}: unknown category "${data.category}"`);
      if (!DIFFICULTIES.includes(data.difficulty)) fail(dir, `${lang}: difficulty must be one of ${DIFFICULTIES.join(', ')}`);
      if (typeof data.exclusive !== 'boolean') fail(dir, `${lang}: exclusive must be true or false`);
      for (const key of ['category', 'difficulty', 'exclusive']) if (data[key] !== en[key]) fail(dir, `${key} differs between en and th`);
    }
    const quizFile = path.join(dir, 'quiz.yaml');
    let quiz = null;
    if (!existsSync(quizFile)) fail(quizFile, 'missing');
    else {
      quiz = parseYaml(readFileSync(quizFile, 'utf8'));
      if (!Number.isInteger(quiz?.rewardPoints) || quiz.rewardPoints < 0) fail(quizFile, 'rewardPoints must be a non-negative integer');
      const questions = quiz?.questions ?? [];
      if (questions.length < 6) fail(quizFile, `needs at least 6 questions, has ${questions.length}`);
      questions.forEach((q, i) => {
        const where = `${path.relative(contentDir, quizFile)} question ${i + 1}`;
        const count = q.en?.choices?.length ?? 0;
        if (count < 2 || count > 6) errors.push(`${where}: 2-6 choices`);
        if (!Array.isArray(q.correct) || q.correct.length === 0 || q.correct.some((c) => !Number.isInteger(c) || c < 0 || c >= count)) errors.push(`${where}: correct must list valid choice indexes`);
        for (const lang of LANGS) {
          for (const key of ['question', 'hint', 'explanation']) if (!nonBlank(q[lang]?.[key])) errors.push(`${where}: ${lang}.${key} required`);
          if ((q[lang]?.choices?.length ?? 0) !== count || !q[lang].choices.every(nonBlank)) errors.push(`${where}: ${lang}.choices must match en`);
        }
      });
    }
    return { slug, translations, quiz };
  });

  const glossary = [];
  const glossaryDir = path.join(contentDir, 'glossary');
  for (const file of existsSync(glossaryDir) ? readdirSync(glossaryDir).filter((f) => f.endsWith('.yaml')).sort() : []) {
    const where = path.join(glossaryDir, file);
    for (const term of parseYaml(readFileSync(where, 'utf8')) ?? []) {
      if (!nonBlank(term.slug)) fail(where, `term without slug: ${JSON.stringify(term).slice(0, 80)}`);
      for (const lang of LANGS) for (const key of ['term', 'definition']) if (!nonBlank(term[lang]?.[key])) fail(where, `${term.slug}: ${lang}.${key} required`);
      glossary.push(term);
    }
  }
  const glossarySlugs = new Set();
  for (const term of glossary) {
    if (glossarySlugs.has(term.slug)) errors.push(`glossary: duplicate slug ${term.slug}`);
    glossarySlugs.add(term.slug);
  }
  for (const term of glossary) for (const related of term.related ?? []) if (!glossarySlugs.has(related)) errors.push(`glossary: ${term.slug} relates to unknown ${related}`);

  const guides = dirs(path.join(contentDir, 'get-started')).map((name) => ({ slug: name.replace(/^\d+-/, ''), order: Number.parseInt(name, 10) || 0, translations: readBilingual(path.join(contentDir, 'get-started', name), ['title', 'summary']) }));
  const pages = dirs(path.join(contentDir, 'pages')).map((slug) => ({ slug, translations: readBilingual(path.join(contentDir, 'pages', slug), ['title']) }));
  const legal = LEGAL_KINDS.map((kind) => ({ kind, translations: readBilingual(path.join(contentDir, 'legal', kind), ['title', 'updatedAt']) }));

  return { articles, categories, glossary, guides, pages, legal, errors };
}

/** The glossary index bucket of an English term: A-Z, else '#'. */
export function glossaryBucket(term) {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
