import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  articleQuizzes,
  blogTranslations,
  blogs,
  categories,
  quizAttempts,
  type QuizPhysicalReward,
  type QuizQuestionContent,
} from '../../src/db/schema/index.ts';
import { shownCorrect } from '../../src/modules/learning/quiz/draw.ts';
import { testDbKind } from './database.ts';
import { createSession, createUser } from './factories.ts';

let sequence = 0;

export interface QuizFixture {
  /** The pool's size; question i (slug `q<i+1>`) has choices a..d (4) and `correct[i]` (default [0]). */
  questions?: number;
  correct?: number[][];
  exclusive?: boolean;
  rewardPoints?: number;
  physicalReward?: QuizPhysicalReward | null;
  title?: string;
  categorySlug?: string;
  publishedAt?: Date;
}

/** An active article with its main quiz, written straight to the database. */
export async function createQuiz(app: FastifyInstance, fixture: QuizFixture = {}) {
  sequence += 1;
  const slug = `quiz-article-${sequence}-${process.pid}`;
  const n = fixture.questions ?? 12;
  let categoryId: number | null = null;
  if (fixture.categorySlug) {
    const [existing] = await app.db.select().from(categories).where(eq(categories.slug, fixture.categorySlug));
    categoryId =
      existing?.id ??
      (
        await app.db
          .insert(categories)
          .values({ slug: fixture.categorySlug, nameEn: fixture.categorySlug, nameTh: `${fixture.categorySlug} (th)` })
          .returning()
      )[0]!.id;
  }
  const [blog] = await app.db
    .insert(blogs)
    .values({
      slug,
      categoryId,
      difficulty: 'BEGINNER',
      readingTime: 3,
      exclusive: fixture.exclusive ?? false,
      active: true,
      status: true,
      ...(fixture.publishedAt ? { publishedAt: fixture.publishedAt } : {}),
    })
    .returning();
  const title = fixture.title ?? `Quiz article ${sequence}`;
  await app.db.insert(blogTranslations).values([
    { blogId: blog!.id, language: 'en', title, summary: 'Summary', body: 'Body' },
    { blogId: blog!.id, language: 'th', title: `${title} (th)`, summary: 'สรุป', body: 'เนื้อหา' },
  ]);
  const questions: QuizQuestionContent[] = Array.from({ length: n }, (_, i) => ({
    slug: `q${i + 1}`,
    correct: fixture.correct?.[i] ?? [0],
    en: {
      question: `Question ${i + 1}?`,
      choices: ['a', 'b', 'c', 'd'],
      hint: `Hint ${i + 1}`,
      explanation: `Because ${i + 1}`,
    },
    th: {
      question: `คำถาม ${i + 1}?`,
      choices: ['ก', 'ข', 'ค', 'ง'],
      hint: `ใบ้ ${i + 1}`,
      explanation: `เพราะ ${i + 1}`,
    },
  }));
  const [quiz] = await app.db
    .insert(articleQuizzes)
    .values({
      blogId: blog!.id,
      slug,
      rewardPoints: fixture.rewardPoints ?? 50,
      questions,
      physicalReward: fixture.physicalReward ?? null,
    })
    .returning();
  return { blog: blog!, quiz: quiz!, slug, title };
}

/** What an edit of the quiz's questions does (the importer bumps `version`). */
export async function bumpQuizVersion(app: FastifyInstance, quizId: number) {
  await app.db
    .update(articleQuizzes)
    .set({ version: sql`${articleQuizzes.version} + 1` })
    .where(eq(articleQuizzes.id, quizId));
}

/** A test that needs concurrent transactions (PGlite runs them one at a time). */
export const pgOnly = {
  skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres',
};

/** Whether a payload shows what only a finished attempt may see (answers, explanations, hints). */
export const leaksCorrectness = (payload: string) =>
  /correctAnswers|"correct"|explanation|Because \d|Hint \d/.test(payload);

export function expectError(res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as { statusCode: number; code: string; message: string };
  assert.equal(body.code, code);
  assert.equal(body.statusCode, status);
  assert.equal(typeof body.message, 'string');
}

/** A learner playing main quizzes through the API of the app `getApp` returns (built in `before`). */
export function quizPlayer(getApp: () => FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; body?: unknown; lang?: string } = {},
  ) =>
    getApp().inject({
      method,
      url,
      headers: {
        ...(options.token ? { token: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { lang: options.lang } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  /** A KYC-verified user with a session. */
  async function learner(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(getApp(), { kycStatus: 'verified', ...overrides });
    const { token } = await createSession(getApp(), user);
    return { user, token };
  }

  /** The open attempt's answer key in its shown (shuffled) order: right and wrong choices per question. */
  async function answerKey(quizId: number, token: string) {
    const progress = await call('GET', `/client/v2/quiz_v2/${quizId}/progress`, { token });
    assert.equal(progress.statusCode, 200, progress.body);
    const [attempt] = await getApp()
      .db.select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, progress.json().attemptId as number));
    return attempt!.questions.map((q, i) => {
      const right = shownCorrect(attempt!, i);
      const wrong = [q.en.choices.findIndex((_, c) => !right.includes(c))];
      return { slug: q.slug, right, wrong };
    });
  }

  /** Answers each question of the open attempt right when `right(i)`, else wrong; the attempt's question slugs. */
  async function answerAll(quizId: number, token: string, right: (i: number) => boolean) {
    const key = await answerKey(quizId, token);
    for (const [i, answer] of key.entries()) {
      const res = await call('POST', `/client/v2/quiz_v2/${quizId}/questions/${i + 1}/submit`, {
        token,
        body: { selectedAnswers: right(i) ? answer.right : answer.wrong },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    return key.map((k) => k.slug);
  }

  /** Starts, answers `correct` of the attempt's questions right, finishes; the result. */
  async function play(quizId: number, token: string, correct: number) {
    const start = await call('POST', `/client/v2/quiz_v2/${quizId}/start`, { token });
    assert.equal(start.statusCode, 200, start.body);
    await answerAll(quizId, token, (i) => i < correct);
    const finish = await call('POST', `/client/v2/quiz_v2/${quizId}/finish`, { token });
    assert.equal(finish.statusCode, 200, finish.body);
    return finish.json();
  }

  return { call, learner, answerKey, answerAll, play };
}
