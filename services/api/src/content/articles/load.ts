import { existsSync } from 'node:fs';
import path from 'node:path';
import { difficulties, type Language, languages } from '@academy/contracts';
import { nonBlank, subdirectories, type ContentSource, type Translations } from '../source-files.ts';

export interface QuizLanguage {
  question: string;
  choices: string[];
  hint: string;
  explanation: string;
}
export interface QuizFile {
  rewardPoints: number;
  /** Optional physical prize for an eligible pass; `aPlusOnly` limits it to an A+. */
  physicalReward?: { en: string; th: string; aPlusOnly?: boolean } | null;
  questions: Array<{ correct: number[] } & Record<Language, QuizLanguage>>;
}
export interface ArticleEntry {
  slug: string;
  translations: Translations;
  quiz: QuizFile | null;
}

/** content/articles/<slug>/: en.md and th.md (same category, difficulty, exclusive) and quiz.yaml. */
export function loadArticles(source: ContentSource, categorySlugs: Set<string>): ArticleEntry[] {
  const { fail } = source;
  return subdirectories(path.join(source.dir, 'articles')).map((slug) => {
    const dir = path.join(source.dir, 'articles', slug);
    const translations = source.readBilingual(dir, ['title', 'summary', 'category', 'difficulty']);
    const en = translations.en?.data ?? {};
    for (const lang of languages) {
      const data = translations[lang]?.data;
      if (!data) continue;
      if (!categorySlugs.has(data.category)) fail(dir, `${lang}: unknown category "${data.category}"`);
      if (!(difficulties as readonly string[]).includes(data.difficulty)) {
        fail(dir, `${lang}: difficulty must be one of ${difficulties.join(', ')}`);
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
    return { slug, translations, quiz: loadQuiz(source, path.join(dir, 'quiz.yaml')) };
  });
}

/** An article's quiz.yaml: rewardPoints, an optional physical reward, 6+ bilingual questions. */
function loadQuiz(source: ContentSource, quizFile: string): QuizFile | null {
  const { fail, errors } = source;
  if (!existsSync(quizFile)) {
    fail(quizFile, 'missing');
    return null;
  }
  const quiz = (source.yamlFile(quizFile) as QuizFile | null) ?? null;
  if (!Number.isInteger(quiz?.rewardPoints) || (quiz?.rewardPoints ?? -1) < 0) {
    fail(quizFile, 'rewardPoints must be a non-negative integer');
  }
  const reward = quiz?.physicalReward;
  if (
    reward !== undefined &&
    reward !== null &&
    (!nonBlank(reward?.en) ||
      !nonBlank(reward?.th) ||
      (reward.aPlusOnly !== undefined && typeof reward.aPlusOnly !== 'boolean'))
  ) {
    fail(quizFile, 'physicalReward needs en and th names (and an optional boolean aPlusOnly)');
  }
  const questions = Array.isArray(quiz?.questions) ? quiz.questions : [];
  if (questions.length < 6) fail(quizFile, `needs at least 6 questions, has ${questions.length}`);
  questions.forEach((q, i) => {
    const where = `${path.relative(source.dir, quizFile)} question ${i + 1}`;
    const count = q?.en?.choices?.length ?? 0;
    if (count < 2 || count > 6) errors.push(`${where}: 2-6 choices`);
    if (
      !Array.isArray(q?.correct) ||
      q.correct.length === 0 ||
      q.correct.some((c) => !Number.isInteger(c) || c < 0 || c >= count)
    ) {
      errors.push(`${where}: correct must list valid choice indexes`);
    }
    for (const lang of languages) {
      for (const key of ['question', 'hint', 'explanation'] as const) {
        if (!nonBlank(q?.[lang]?.[key])) errors.push(`${where}: ${lang}.${key} required`);
      }
      const choices = q?.[lang]?.choices;
      if ((choices?.length ?? 0) !== count || !choices?.every(nonBlank)) {
        errors.push(`${where}: ${lang}.choices must match en`);
      }
    }
  });
  return quiz;
}
