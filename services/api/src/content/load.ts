/**
 * THE reader/validator of content/ (format: content/README.md). Used by the importer, the API
 * start-up import, the tests and - through scripts/lib/content.mjs - `pnpm content:check`.
 * Returns { articles, categories, glossary, guides, pages, legal, packages, rewards, errors }; `errors` lists every
 * problem as "<path relative to the content dir>: <message>".
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { checkQuiz, type QuizFile } from './load-quiz.ts';
import { loadPackages, type PackageEntry } from './packages.ts';
import { loadPopQuizzes, type PopQuizContent } from './pop-quizzes.ts';
import { loadRewards, type RewardEntry } from './load-rewards.ts';

export const LANGS = ['en', 'th'] as const;
export type Lang = (typeof LANGS)[number];
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const LEGAL_KINDS = ['terms-and-conditions', 'privacy-policy', 'subscription-terms', 'cookies-policy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
export interface Doc {
  data: Data;
  body: string;
}
export type Translations = Partial<Record<Lang, Doc>>;

export interface CategoryEntry {
  slug: string;
  ranking: number;
  en: { name: string; description?: string };
  th: { name: string; description?: string };
}
export interface GlossaryEntry {
  slug: string;
  en: { term: string; definition: string };
  th: { term: string; definition: string };
  related?: string[];
}
export interface ArticleEntry {
  slug: string;
  translations: Translations;
  quiz: QuizFile | null;
}
export interface GuideEntry {
  slug: string;
  order: number;
  translations: Translations;
}
export interface PageEntry {
  slug: string;
  translations: Translations;
}
export interface LegalEntry {
  kind: LegalKind;
  translations: Translations;
}
export interface LoadedContent {
  articles: ArticleEntry[];
  categories: CategoryEntry[];
  glossary: GlossaryEntry[];
  guides: GuideEntry[];
  pages: PageEntry[];
  legal: LegalEntry[];
  packages: PackageEntry[];
  /** content/pop-quizzes/: questions and pinned windows (src/content/pop-quizzes.ts). */
  popQuizzes: PopQuizContent;
  rewards: RewardEntry[];
  errors: string[];
}

/** Split `---\nyaml\n---\nbody` into its front matter and body. */
export function parseFrontMatter(text: string): Doc {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  return { data: (parseYaml(match[1] ?? '') as Data | null) ?? {}, body: (match[2] ?? '').trim() };
}

const dirs = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

export function loadContent(contentDir: string): LoadedContent {
  const errors: string[] = [];
  const fail = (where: string, message: string) => {
    errors.push(`${path.relative(contentDir, where) || where}: ${message}`);
  };
  /** Parses YAML; a syntax error becomes a content error (never a throw). */
  const yamlFile = (file: string): unknown => {
    try {
      return parseYaml(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  const readDoc = (file: string): Doc | null => {
    if (!existsSync(file)) {
      fail(file, 'missing');
      return null;
    }
    try {
      return parseFrontMatter(readFileSync(file, 'utf8'));
    } catch (error) {
      fail(file, `invalid front matter: ${(error as Error).message.split('\n')[0]}`);
      return null;
    }
  };
  const readBilingual = (dir: string, required: string[]): Translations => {
    const out: Translations = {};
    for (const lang of LANGS) {
      const file = path.join(dir, `${lang}.md`);
      const doc = readDoc(file);
      if (!doc) continue;
      for (const key of required) {
        if (!nonBlank(String(doc.data[key] ?? ''))) fail(file, `front matter "${key}" is required`);
      }
      if (!nonBlank(doc.body)) fail(file, 'body is empty');
      if (/<\/?[a-z][^>]*>/i.test(doc.body.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, ''))) {
        fail(file, 'raw HTML is not allowed');
      }
      out[lang] = doc;
    }
    return out;
  };

  const categoriesFile = path.join(contentDir, 'categories.yaml');
  let categories: CategoryEntry[] = [];
  if (!existsSync(categoriesFile)) fail(categoriesFile, 'missing');
  else {
    const parsed = yamlFile(categoriesFile) ?? [];
    if (!Array.isArray(parsed)) fail(categoriesFile, 'must be a list');
    else categories = parsed as CategoryEntry[];
  }
  for (const c of categories) {
    if (!nonBlank(c?.slug) || typeof c.ranking !== 'number') {
      fail(categoriesFile, `category needs slug and numeric ranking: ${JSON.stringify(c)}`);
    }
    for (const lang of LANGS) if (!nonBlank(c?.[lang]?.name)) fail(categoriesFile, `${c?.slug}: ${lang}.name required`);
  }
  const categorySlugs = new Set(categories.map((c) => c?.slug));

  const articles: ArticleEntry[] = dirs(path.join(contentDir, 'articles')).map((slug) => {
    const dir = path.join(contentDir, 'articles', slug);
    const translations = readBilingual(dir, ['title', 'summary', 'category', 'difficulty']);
    const en = translations.en?.data ?? {};
    for (const lang of LANGS) {
      const data = translations[lang]?.data;
      if (!data) continue;
      if (!categorySlugs.has(data.category)) fail(dir, `${lang}: unknown category "${data.category}"`);
      if (!(DIFFICULTIES as readonly string[]).includes(data.difficulty)) {
        fail(dir, `${lang}: difficulty must be one of ${DIFFICULTIES.join(', ')}`);
      }
      if (typeof data.exclusive !== 'boolean') fail(dir, `${lang}: exclusive must be true or false`);
      for (const key of ['category', 'difficulty', 'exclusive']) {
        if (data[key] !== en[key]) fail(dir, `${key} differs between en and th`);
      }
      if (data.tags !== undefined && (!Array.isArray(data.tags) || !data.tags.every(nonBlank))) {
        fail(dir, `${lang}: tags must be a list of words`);
      }
      if (data.readingTime !== undefined && (!Number.isInteger(data.readingTime) || data.readingTime < 1)) {
        fail(dir, `${lang}: readingTime must be a positive integer (minutes)`);
      }
      if (data.publishedAt !== undefined && Number.isNaN(new Date(String(data.publishedAt)).getTime())) {
        fail(dir, `${lang}: publishedAt must be a date (YYYY-MM-DD)`);
      }
    }
    const quizFile = path.join(dir, 'quiz.yaml');
    let quiz: QuizFile | null = null;
    if (!existsSync(quizFile)) fail(quizFile, 'missing');
    else {
      quiz = (yamlFile(quizFile) as QuizFile | null) ?? null;
      checkQuiz(quiz, quizFile, contentDir, errors);
    }
    return { slug, translations, quiz };
  });

  const glossary: GlossaryEntry[] = [];
  const glossaryDir = path.join(contentDir, 'glossary');
  const glossaryFiles = existsSync(glossaryDir)
    ? readdirSync(glossaryDir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
    : [];
  for (const file of glossaryFiles) {
    const where = path.join(glossaryDir, file);
    const terms = yamlFile(where) ?? [];
    if (!Array.isArray(terms)) {
      fail(where, 'must be a list of terms');
      continue;
    }
    for (const term of terms as GlossaryEntry[]) {
      if (!nonBlank(term?.slug)) fail(where, `term without slug: ${JSON.stringify(term).slice(0, 80)}`);
      for (const lang of LANGS) {
        for (const key of ['term', 'definition'] as const) {
          if (!nonBlank(term?.[lang]?.[key])) fail(where, `${term?.slug}: ${lang}.${key} required`);
        }
      }
      if (term?.related !== undefined && !Array.isArray(term.related))
        fail(where, `${term.slug}: related must be a list`);
      glossary.push(term);
    }
  }
  const glossarySlugs = new Set<string>();
  for (const term of glossary) {
    if (glossarySlugs.has(term?.slug)) errors.push(`glossary: duplicate slug ${term.slug}`);
    glossarySlugs.add(term?.slug);
  }
  for (const term of glossary) {
    for (const related of Array.isArray(term?.related) ? term.related : []) {
      if (!glossarySlugs.has(related)) errors.push(`glossary: ${term.slug} relates to unknown ${related}`);
    }
  }

  const guides: GuideEntry[] = dirs(path.join(contentDir, 'get-started')).map((name) => ({
    slug: name.replace(/^\d+-/, ''),
    order: Number.parseInt(name, 10) || 0,
    translations: readBilingual(path.join(contentDir, 'get-started', name), ['title', 'summary']),
  }));
  const pages: PageEntry[] = dirs(path.join(contentDir, 'pages')).map((slug) => ({
    slug,
    translations: readBilingual(path.join(contentDir, 'pages', slug), ['title']),
  }));
  const legal: LegalEntry[] = LEGAL_KINDS.map((kind) => ({
    kind,
    translations: readBilingual(path.join(contentDir, 'legal', kind), ['title', 'updatedAt']),
  }));

  const packages = loadPackages(contentDir, errors);
  const popQuizzes = loadPopQuizzes(contentDir, errors);
  const rewards = loadRewards(contentDir, fail);
  const packageSlugs = new Set(packages.map((p) => p.slug));
  for (const r of rewards) {
    if (r.grant?.packageSlug && !packageSlugs.has(r.grant.packageSlug)) {
      errors.push(
        `rewards/${r.slug}.yaml: grant.package "${r.grant.packageSlug}" is not in subscriptions/packages.yaml`,
      );
    }
  }

  return { articles, categories, glossary, guides, pages, legal, packages, popQuizzes, rewards, errors };
}

/** The glossary index bucket of an English term: A-Z, else '#'. */
export function glossaryBucket(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
