/**
 * Reads and checks an article's quiz.yaml (format: content/docs/articles.md "quiz.yaml"): the pool of
 * at least QUIZ_POOL_MIN_QUESTIONS questions, each with a slug that is unique within the quiz
 * (learners' revealed questions are recorded by it, so it must not change once published).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Language, languages, QUIZ_POOL_MIN_QUESTIONS } from '@academy/contracts';
import { nonBlank, type ContentSource } from '../source-files.ts';

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
  /** `section`: the English heading slug that answers it (src/content/articles/quiz-sections.ts). */
  questions: Array<{ slug: string; correct: number[]; section?: string } & Record<Language, QuizLanguage>>;
}

/** kebab-case, 1-80 characters. */
export const QUESTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 80;

/** An article's quiz.yaml, its problems pushed onto the source's errors as "<relative path>: <message>". */
export function loadQuiz(source: ContentSource, quizFile: string): QuizFile | null {
  if (!existsSync(quizFile)) {
    source.fail(quizFile, 'missing');
    return null;
  }
  const quiz = (source.yamlFile(quizFile) as QuizFile | null) ?? null;
  checkQuiz(quiz, path.relative(source.dir, quizFile), source.errors);
  return quiz;
}

function checkQuiz(quiz: QuizFile | null, file: string, errors: string[]): void {
  if (!Number.isInteger(quiz?.rewardPoints) || (quiz?.rewardPoints ?? -1) < 0) {
    errors.push(`${file}: rewardPoints must be a non-negative integer`);
  }
  const reward = quiz?.physicalReward;
  if (
    reward !== undefined &&
    reward !== null &&
    (!nonBlank(reward?.en) ||
      !nonBlank(reward?.th) ||
      (reward.aPlusOnly !== undefined && typeof reward.aPlusOnly !== 'boolean'))
  ) {
    errors.push(`${file}: physicalReward needs en and th names (and an optional boolean aPlusOnly)`);
  }
  const questions = Array.isArray(quiz?.questions) ? quiz.questions : [];
  if (questions.length < QUIZ_POOL_MIN_QUESTIONS) {
    errors.push(`${file}: needs at least ${QUIZ_POOL_MIN_QUESTIONS} questions, has ${questions.length}`);
  }
  const slugs = new Set<string>();
  questions.forEach((q, i) => {
    const where = `${file} question ${i + 1}`;
    const slug: unknown = q?.slug;
    if (typeof slug !== 'string' || slug.length > SLUG_MAX || !QUESTION_SLUG.test(slug)) {
      errors.push(`${where}: slug must be kebab-case (a-z, 0-9, -), at most ${SLUG_MAX} characters`);
    } else if (slugs.has(slug)) errors.push(`${where}: slug "${slug}" is used twice in this quiz`);
    else slugs.add(slug);
    const count = q?.en?.choices?.length ?? 0;
    if (count < 2 || count > 6) errors.push(`${where}: 2-6 choices`);
    if (
      !Array.isArray(q?.correct) ||
      q.correct.length === 0 ||
      new Set(q.correct).size !== q.correct.length ||
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
}
