import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, ne } from 'drizzle-orm';
import { popQuizQuestions, popQuizzes } from '../../src/db/schema/index.ts';
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

/** A new signed-in user and their pop quiz calls; `seen` keeps every answer they got (what they could read). */
export async function popQuizLearner(app: FastifyInstance) {
  const user = await createUser(app);
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
  return {
    user,
    token,
    seen,
    open: (id: number, lang = 'en') => call('GET', `/client/pop-quizs/${id}/question`, undefined, lang),
    submit: (id: number, qid: number, selectedAnswers: unknown) =>
      call('POST', `/client/pop-quizs/${id}/questions/${qid}/submit`, { selectedAnswers }),
    hint: (id: number, qid: number) => call('POST', `/client/pop-quizs/${id}/questions/${qid}/hint`, {}),
    histories: (query = '') => call('GET', `/client/pop-quiz-histories-by-user${query}`),
    completed: (query = '') => call('GET', `/client/pop-quiz-completed-histories${query}`),
    available: () => call('GET', '/client/pop-quizs-available'),
  };
}
