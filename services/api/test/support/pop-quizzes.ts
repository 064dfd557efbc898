import type { FastifyInstance } from 'fastify';
import { popQuizQuestions, popQuizzes } from '../../src/db/schema/index.ts';

let sequence = 0;

/** Inserts a pop quiz question (4 choices, choice 1 correct unless overridden). */
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
      timeLimitSeconds: 30,
      rewardPoints: 10,
      rewardQuota: 5,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts a pop quiz window for a question (values from the question unless overridden). */
export async function createPopQuiz(
  app: FastifyInstance,
  question: typeof popQuizQuestions.$inferSelect,
  window: { startsAt: Date; endsAt: Date; rewardQuota?: number; rewardPoints?: number; timeLimitSeconds?: number },
) {
  sequence += 1;
  const quota = window.rewardQuota ?? question.rewardQuota;
  const [row] = await app.db
    .insert(popQuizzes)
    .values({
      slotKey: `test:${sequence}:${process.pid}`,
      kind: 'pinned',
      questionId: question.id,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      timeLimitSeconds: window.timeLimitSeconds ?? question.timeLimitSeconds,
      rewardPoints: window.rewardPoints ?? question.rewardPoints,
      rewardQuota: quota,
      rewardRemaining: quota,
    })
    .returning();
  return row!;
}
