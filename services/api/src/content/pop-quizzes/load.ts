/**
 * Reader/validator of content/pop-quizzes/ (format: content/docs/pop-quizzes.md): topic
 * files of the question bank, and `schedule.yaml` with the operator's pinned windows. A question
 * has no reward or time limit of its own: the window holds them, and each learner draws a
 * question from the bank when opening one. Used by loadContent; every problem goes to the source's `errors`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type ContentSource, type Data } from '../source-files.ts';
import { languages } from '@academy/contracts';
import type { Language } from '@academy/contracts';

export interface PopQuizQuestionEntry {
  slug: string;
  topic: { slug: string; en: string; th: string };
  correct: number[];
  en: { question: string; choices: string[]; hint: string; explanation: string };
  th: { question: string; choices: string[]; hint: string; explanation: string };
}

/** A window at a fixed time; its learners draw their questions from the bank like in any window. */
export interface PinnedPopQuizEntry {
  key: string;
  /** ISO timestamps. */
  start: string;
  end: string;
  rewardQuota: number;
  rewardPoints: number;
  timeLimitSeconds: number;
  /** Whole KKUB per winner (payout job), null: points only. */
  rewardKkub: number | null;
}

export interface PopQuizContent {
  questions: PopQuizQuestionEntry[];
  pinned: PinnedPopQuizEntry[];
}

export const POP_QUIZ_DIR = 'pop-quizzes';
export const POP_QUIZ_SCHEDULE_FILE = 'schedule.yaml';
export const POP_QUIZ_LIMITS = {
  timeLimitSeconds: { min: 5, max: 600 },
  rewardPoints: { min: 0, max: 100_000 },
  rewardQuota: { min: 1, max: 1_000_000 },
  rewardKkub: { min: 1, max: 1000 },
  questionLength: 500,
  choiceLength: 200,
  noteLength: 1000,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Keys that belong to windows now (schedule.yaml or the API's config), not to questions. */
const WINDOW_KEYS = ['timeLimitSeconds', 'rewardPoints', 'rewardQuota'] as const;
const nonBlank = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max && !v.includes('\u0000');
const intIn = (v: unknown, range: { min: number; max: number }): v is number =>
  Number.isInteger(v) && (v as number) >= range.min && (v as number) <= range.max;

/** A YAML timestamp (Date) or string -> ISO; invalid or outside years 1-9999 -> null. */
function timestamp(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date.toISOString() : null;
}

export function loadPopQuizzes(source: ContentSource): PopQuizContent {
  const { errors } = source;
  const dir = path.join(source.dir, POP_QUIZ_DIR);
  // No directory: no pop quizzes (a content fixture without them).
  if (!existsSync(dir)) return { questions: [], pinned: [] };
  const rel = (file: string) => path.relative(source.dir, file).split(path.sep).join('/');
  const readYaml = source.yamlFile;

  const questions: PopQuizQuestionEntry[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== POP_QUIZ_SCHEDULE_FILE)
    .sort();
  for (const name of files) {
    const file = path.join(dir, name);
    const data = readYaml(file) as Data | null;
    if (!data || typeof data !== 'object') {
      if (data !== null) errors.push(`${rel(file)}: must be a mapping with topic and questions`);
      continue;
    }
    const topic = data.topic as Data | undefined;
    if (!SLUG.test(String(topic?.slug ?? '')) || !nonBlank(topic?.en, 100) || !nonBlank(topic?.th, 100)) {
      errors.push(`${rel(file)}: topic needs slug, en and th`);
      continue;
    }
    if (data.defaults !== undefined) {
      errors.push(`${rel(file)}: defaults: a question has no reward or time limit; windows hold them (schedule.yaml)`);
    }
    const list = Array.isArray(data.questions) ? (data.questions as Data[]) : [];
    if (list.length === 0) errors.push(`${rel(file)}: questions must be a non-empty list`);
    list.forEach((q, i) => {
      const where = `${rel(file)} question ${i + 1}${q?.slug ? ` (${q.slug})` : ''}`;
      const problems: string[] = [];
      if (!SLUG.test(String(q?.slug ?? ''))) problems.push('slug must be lower-case words joined by -');
      const count = Array.isArray(q?.en?.choices) ? q.en.choices.length : 0;
      if (count < 2 || count > 6) problems.push('2-6 choices');
      const correct = q?.correct;
      if (
        !Array.isArray(correct) ||
        correct.length === 0 ||
        new Set(correct).size !== correct.length ||
        correct.some((c: unknown) => !Number.isInteger(c) || (c as number) < 0 || (c as number) >= count)
      ) {
        problems.push('correct must list valid choice indexes (zero-based, no repeats)');
      }
      for (const key of WINDOW_KEYS) {
        if (q?.[key] !== undefined) problems.push(`${key} belongs to the window (schedule.yaml), not the question`);
      }
      for (const lang of languages) {
        const t = q?.[lang] as Data | undefined;
        if (!nonBlank(t?.question, POP_QUIZ_LIMITS.questionLength)) problems.push(`${lang}.question required`);
        for (const key of ['hint', 'explanation'] as const) {
          if (!nonBlank(t?.[key], POP_QUIZ_LIMITS.noteLength)) problems.push(`${lang}.${key} required`);
        }
        const choices = t?.choices;
        if (
          !Array.isArray(choices) ||
          choices.length !== count ||
          !choices.every((c) => nonBlank(c, POP_QUIZ_LIMITS.choiceLength))
        ) {
          problems.push(`${lang}.choices must be ${count} non-empty texts (same order as en)`);
        }
      }
      if (problems.length > 0) {
        for (const problem of problems) errors.push(`${where}: ${problem}`);
        return;
      }
      const text = (lang: Language) => ({
        question: String(q[lang].question).trim(),
        choices: (q[lang].choices as string[]).map((c) => String(c).trim()),
        hint: String(q[lang].hint).trim(),
        explanation: String(q[lang].explanation).trim(),
      });
      questions.push({
        slug: q.slug,
        topic: { slug: topic.slug, en: topic.en, th: topic.th },
        correct: [...(correct as number[])].sort((a, b) => a - b),
        en: text('en'),
        th: text('th'),
      });
    });
  }
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.slug)) errors.push(`${POP_QUIZ_DIR}: duplicate question slug ${q.slug}`);
    seen.add(q.slug);
  }

  const pinned: PinnedPopQuizEntry[] = [];
  const scheduleFile = path.join(dir, POP_QUIZ_SCHEDULE_FILE);
  if (existsSync(scheduleFile)) {
    const schedule = (readYaml(scheduleFile) ?? {}) as Data;
    const list = schedule.pinned ?? [];
    if (!Array.isArray(list)) errors.push(`${rel(scheduleFile)}: pinned must be a list`);
    else {
      const keys = new Set<string>();
      list.forEach((p: Data, i: number) => {
        const where = `${rel(scheduleFile)} pinned ${i + 1}${p?.key ? ` (${p.key})` : ''}`;
        const problems: string[] = [];
        if (!SLUG.test(String(p?.key ?? ''))) problems.push('key must be lower-case words joined by -');
        else if (keys.has(p.key)) problems.push('duplicate key');
        keys.add(p?.key);
        if (p?.question !== undefined) {
          problems.push('question: a pinned window has no question of its own; each learner draws one from the bank');
        }
        const start = timestamp(p?.start);
        const end = timestamp(p?.end);
        if (!start || !end) problems.push('start and end must be timestamps (years 1-9999)');
        else if (start >= end) problems.push('start must be before end');
        const number = (key: (typeof WINDOW_KEYS)[number] | 'rewardKkub'): number | null => {
          if (key === 'rewardKkub' && (p?.[key] === undefined || p?.[key] === null)) return null;
          if (!intIn(p?.[key], POP_QUIZ_LIMITS[key])) {
            problems.push(`${key} must be an integer ${POP_QUIZ_LIMITS[key].min}-${POP_QUIZ_LIMITS[key].max}`);
            return null;
          }
          return p[key] as number;
        };
        const [timeLimitSeconds, rewardPoints, rewardQuota] = WINDOW_KEYS.map(number);
        const rewardKkub = number('rewardKkub');
        if (problems.length > 0) {
          for (const problem of problems) errors.push(`${where}: ${problem}`);
          return;
        }
        pinned.push({
          key: p.key,
          start: start!,
          end: end!,
          timeLimitSeconds: timeLimitSeconds!,
          rewardPoints: rewardPoints!,
          rewardQuota: rewardQuota!,
          rewardKkub,
        });
      });
    }
  }
  return { questions, pinned };
}
