import { z } from 'zod';
import { quizGrades } from './quiz-grades';
import { safeText } from './safe-text';

/** A learner's main quizzes: the finished ones (history) and the open ones (pending). */

/** GET /client/v2/quiz-history_v2 (+ /count): the user's finished main quizzes, newest first. */
export const quizHistoryQuerySchema = z.object({
  result: z.enum(['all', 'pass', 'fail']).default('all'),
  name: safeText(200).optional(),
  _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const quizHistoryRecordSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  slug: z.string(),
  questionTitle: z.string(),
  completedDate: z.string(),
  /** Seconds from start to finish. */
  duration: z.number().int().nonnegative(),
  rewardPoint: z.number().int().nonnegative(),
  /** Points credited by this attempt. */
  amount: z.number().int().nonnegative(),
  /** A pass without the earn-points flag: what a subscription would have earned; else 0. */
  pointsIfSubscribed: z.number().int().nonnegative(),
  /** A pass whose points an earlier pass of the quiz had credited. */
  alreadyCredited: z.boolean(),
  result: z.enum(['pass', 'fail']),
  grade: z.enum(quizGrades),
  score: z.number(),
  practice: z.boolean(),
  certificateId: z.string().nullable(),
});
export type QuizHistoryRecord = z.infer<typeof quizHistoryRecordSchema>;

/** POST /client/v2/progress-pending-quiz: the user's open (saved or in progress) attempts. */
export const pendingQuizRequestSchema = z.object({
  name: safeText(200).optional(),
  _start: z.number().int().min(0).max(1_000_000).default(0),
  _limit: z.number().int().min(1).max(100).default(10),
});
export const pendingQuizSchema = z.object({
  attemptId: z.number().int(),
  quizId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['inprogress', 'saved']),
  answeredCount: z.number().int(),
  total: z.number().int(),
  current: z.boolean(),
  updatedAt: z.string(),
});
export const pendingQuizListSchema = z.object({ items: z.array(pendingQuizSchema), total: z.number().int() });
export type PendingQuiz = z.infer<typeof pendingQuizSchema>;
