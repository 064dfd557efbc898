import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Language } from '@academy/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { popQuizHistories, popQuizQuestions, popQuizzes } from '../../src/db/schema/index.ts';
import { createSession, createUser } from './factories.ts';

let sequence = 0;

export type PopQuizQuestionRow = typeof popQuizQuestions.$inferSelect;

/** Inserts an active pop quiz question (4 choices, choice 1 correct unless overridden). */
export async function createPopQuizQuestion(
  app: FastifyInstance,
  overrides: Partial<typeof popQuizQuestions.$inferInsert> = {},
) {
  sequence += 1;
  const text = (lang: string) => ({
    question: `Question ${sequence} (${lang})?`,
    choices: ['A', 'B', 'C', 'D'].map((c) => `${c} ${lang}`),
    hint: `Hint ${sequence} (${lang})`,
    explanation: `Explanation ${sequence} (${lang})`,
  });
  const [row] = await app.db
    .insert(popQuizQuestions)
    .values({
      slug: `question-${sequence}-${process.pid}`,
      topic: 'basics',
      topicEn: 'Basics',
      topicTh: 'พื้นฐาน',
      correct: [1],
      en: text('en'),
      th: text('th'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Makes `question` the only active question of the bank, so every draw from now on picks it. */
export async function onlyInBank(app: FastifyInstance, question: PopQuizQuestionRow) {
  await app.db.update(popQuizQuestions).set({ active: false }).where(ne(popQuizQuestions.id, question.id));
  await app.db.update(popQuizQuestions).set({ active: true }).where(eq(popQuizQuestions.id, question.id));
}

/**
 * Inserts a pop quiz window (30 s, 10 points, quota 5 unless told otherwise). With a `question`,
 * the bank is left holding only that question (onlyInBank), so whoever opens the window next
 * draws it: tests know the answer.
 */
export async function createPopQuiz(
  app: FastifyInstance,
  question: PopQuizQuestionRow | null,
  window: {
    startsAt: Date;
    endsAt: Date;
    rewardQuota?: number;
    rewardPoints?: number;
    timeLimitSeconds?: number;
    rewardKkub?: number | null;
  },
) {
  sequence += 1;
  if (question) await onlyInBank(app, question);
  const quota = window.rewardQuota ?? 5;
  const [row] = await app.db
    .insert(popQuizzes)
    .values({
      slotKey: `test:${sequence}:${process.pid}`,
      kind: 'pinned',
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      timeLimitSeconds: window.timeLimitSeconds ?? 30,
      rewardPoints: window.rewardPoints ?? 10,
      rewardQuota: quota,
      rewardRemaining: quota,
      rewardKkub: window.rewardKkub ?? null,
    })
    .returning();
  return row!;
}

/**
 * A new signed-in user and their pop quiz calls; `seen` keeps every answer they got (what they
 * could read). `verified`: identity-verified (KYC), so their tries reveal their answers.
 */
export async function popQuizLearner(app: FastifyInstance, options: { verified?: boolean } = {}) {
  const user = await createUser(app, options.verified ? { kycStatus: 'verified' } : {});
  const { token } = await createSession(app, user);
  const seen: LightMyRequestResponse[] = [];
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, lang = 'en') => {
    const response = await app.inject({
      method,
      url,
      headers: { token, lang },
      ...(payload === undefined ? {} : { payload }),
    });
    seen.push(response);
    return response;
  };
  const submit = (id: number, qid: number, selectedAnswers: unknown) =>
    call('POST', `/client/pop-quizs/${id}/questions/${qid}/submit`, { selectedAnswers });
  return {
    user,
    token,
    seen,
    /** Starts the try (POST .../open) or answers the running one. */
    open: (id: number, lang = 'en') => call('POST', `/client/pop-quizs/${id}/open`, undefined, lang),
    /** Reads the started try (GET .../question). */
    view: (id: number, lang = 'en') => call('GET', `/client/pop-quizs/${id}/question`, undefined, lang),
    /** Submits positions in this learner's order of the choices, as the site does. */
    submit,
    /** Submits the bank's choices `bankIndexes` (the test knows the bank), as positions in this learner's order. */
    answer: async (id: number, qid: number, bankIndexes: number[]) => {
      const [mine] = await app.db
        .select({ order: popQuizHistories.choiceOrder })
        .from(popQuizHistories)
        .where(and(eq(popQuizHistories.userId, user.id), eq(popQuizHistories.popQuizId, id)));
      assert.ok(mine?.order, 'answer after opening');
      return submit(
        id,
        qid,
        bankIndexes.map((c) => mine.order!.indexOf(c)),
      );
    },
    hint: (id: number, qid: number) => call('POST', `/client/pop-quizs/${id}/questions/${qid}/hint`, {}),
    histories: (query = '') => call('GET', `/client/pop-quiz-histories-by-user${query}`),
    completed: (query = '') => call('GET', `/client/pop-quiz-completed-histories${query}`),
    available: () => call('GET', '/client/pop-quizs-available'),
  };
}

/** Where the bank's choices `bankIndexes` of `question` stand in a learner's `shown` choices. */
export const shownPositions = (
  shown: string[],
  question: PopQuizQuestionRow,
  bankIndexes: number[],
  lang: Language = 'en',
) => bankIndexes.map((c) => shown.indexOf(question[lang].choices[c]!));
