import { z } from 'zod';
import { categoryRefSchema, difficultySchema } from './content';
import { quizAccessFilters } from './constants';
import { quizGrades } from './quiz-grades';
import { languages } from './routes';
import { safeText } from './safe-text';

/**
 * Main quiz (spec section 7 "Quiz", business-rules.md "Main quiz"). Correctness (which choices
 * are right, explanations, whether an answer was right) is only in `quizResultSchema`, never in
 * a quiz, progress or submit answer.
 *
 * Pools: a quiz has a pool of questions (at least QUIZ_POOL_MIN_QUESTIONS); an attempt draws
 * QUIZ_ATTEMPT_QUESTIONS of them with its choices shuffled. Question ids are 1-based positions in
 * the attempt and choice indexes are positions in the attempt's (shuffled) order, in progress,
 * submit and result alike. A graded attempt draws questions the learner has not been shown (in a
 * result or a discarded attempt); when too few are left the next attempt is practice: it earns
 * nothing. Grades: quiz-grades.ts.
 */

/** The grades an attempt of its size can reach and its pass mark (`quizGradingOf`). */
const quizGradingFields = {
  /** Best first: each reachable grade with the fewest right answers that give it. */
  gradeScale: z.array(z.object({ grade: z.enum(quizGrades), minCorrect: z.number().int().nonnegative() })),
  /** Pass: at least `minCorrect` right answers of `of`. */
  passMark: z.object({ minCorrect: z.number().int().nonnegative(), of: z.number().int().nonnegative() }),
};

export const quizAttemptStatuses = ['inprogress', 'saved', 'finished'] as const;
export type QuizAttemptStatus = (typeof quizAttemptStatuses)[number];

/** The user's standing on a quiz (list cards and `isMyQuiz=true`). */
export const myQuizStatusSchema = z.enum(['none', 'inprogress', 'saved', 'passed', 'failed']);
export type MyQuizStatus = z.infer<typeof myQuizStatusSchema>;

/** A question as the player sees it: no correct answers, no hint (hints cost one), no explanation. */
export const quizQuestionSchema = z.object({
  id: z.number().int().positive(),
  question: z.string(),
  choices: z.array(z.string()),
  /** How many choices to pick (1 = single choice). */
  selectCount: z.number().int().positive(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

const physicalRewardSchema = z.object({ name: z.string(), aPlusOnly: z.boolean() });

/** A quiz card in the list (GET /client/v2/article-quiz-list). */
export const quizCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  blogId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: categoryRefSchema.nullable(),
  difficulty: difficultySchema,
  exclusive: z.boolean(),
  rewardPoints: z.number().int().nonnegative(),
  /** Questions per attempt (drawn from the pool). */
  questionCount: z.number().int().nonnegative(),
  physicalReward: physicalRewardSchema.nullable(),
  /** `none` for visitors. */
  myStatus: myQuizStatusSchema,
  language: z.enum(languages),
});
export type QuizCard = z.infer<typeof quizCardSchema>;

/** GET /client/v2/article-quiz-list (+ /count): visitors may browse. */
export const quizListQuerySchema = z.object({
  filter: z.enum(quizAccessFilters).default('all'),
  /** Category (topic) slug or id. */
  category: safeText(100).optional(),
  /** Search in the article title (either language). */
  name: safeText(200).optional(),
  _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type QuizListQuery = z.input<typeof quizListQuerySchema>;

/** The user's open or last attempt, in a quiz answer (no correctness). */
export const quizMyAttemptSchema = z.object({
  attemptId: z.number().int(),
  status: z.enum(quizAttemptStatuses),
  answeredCount: z.number().int().nonnegative(),
  grade: z.enum(quizGrades).nullable(),
  passed: z.boolean().nullable(),
  finishedAt: z.string().nullable(),
  /** A practice attempt: it earned nothing and counts for no grade, reward or certificate. */
  practice: z.boolean(),
});

/**
 * What the user's next start will be (a user who may play, without an open attempt answers it
 * too): graded (draws `questionCount` unseen questions) or practice (fewer than `questionCount`
 * unseen are left), and from when (the retake cool-down after a finished attempt).
 */
export const quizNextAttemptSchema = z.object({
  practice: z.boolean(),
  /** Pool questions whose answers the user has not been shown. */
  unseenCount: z.number().int().nonnegative(),
  poolSize: z.number().int().nonnegative(),
  /** The earliest start (ISO), null when the user may start now. */
  availableAt: z.string().nullable(),
});
export type QuizNextAttempt = z.infer<typeof quizNextAttemptSchema>;

/** GET /client/v2/quiz_v2/slug/{slug} and GET /client/v2/articles/{id}/quiz. */
export const quizDetailSchema = quizCardSchema.extend({
  version: z.number().int(),
  /** The caller may not play it (visitor, or exclusive without a subscription). */
  locked: z.boolean(),
  /** The server's wait between a finished attempt and the next start (QUIZ_RETAKE_COOLDOWN_HOURS). */
  retakeCooldownHours: z.number().nonnegative(),
  /** With `isMyQuiz=true` and a session: the open attempt, else the last finished one. */
  myAttempt: quizMyAttemptSchema.nullable(),
  /** With `isMyQuiz=true` and a user who may play: what a new start would be; null otherwise. */
  nextAttempt: quizNextAttemptSchema.nullable(),
  /**
   * With `isMyQuiz=true` and a session: what a graded pass credits this user: `earns` the quiz's
   * `rewardPoints` (an earn-points subscription), `needsSubscription` nothing (no earn-points
   * subscription), `alreadyCredited` nothing (an earlier pass was credited); null for a visitor.
   */
  myPoints: z.enum(['earns', 'needsSubscription', 'alreadyCredited']).nullable(),
  /** Of an attempt of `questionCount` questions. */
  ...quizGradingFields,
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

/** POST start / save, GET progress: where the attempt stands (answers are the user's own, not judged). */
export const quizProgressSchema = z.object({
  quizId: z.number().int(),
  attemptId: z.number().int(),
  status: z.enum(quizAttemptStatuses),
  version: z.number().int(),
  /** Practice: drawn when fewer than `total` unseen questions were left; it earns nothing. */
  practice: z.boolean(),
  /** The attempt's questions in its order, choices in its shuffled order (no answers). */
  questions: z.array(quizQuestionSchema),
  /** false when the quiz was edited after the attempt started: submits fail with QUIZ_DATA_CHANGED. */
  current: z.boolean(),
  total: z.number().int(),
  answeredCount: z.number().int(),
  /** The first unanswered question id (resume here), null when all are answered. */
  nextQuestionId: z.number().int().nullable(),
  answers: z.array(z.object({ questionId: z.number().int(), selectedAnswers: z.array(z.number().int()) })),
  hints: z.array(z.object({ questionId: z.number().int(), hint: z.string() })),
  /** Hints the user may still use (0 without a subscription). */
  remainingHints: z.number().int().nonnegative(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type QuizProgress = z.infer<typeof quizProgressSchema>;

export const quizAttemptParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const quizQuestionParamsSchema = quizAttemptParamsSchema.extend({
  qid: z.coerce.number().int().positive().max(1000),
});

/** POST .../questions/{qid}/submit */
export const quizSubmitRequestSchema = z.object({
  selectedAnswers: z.array(z.number().int().min(0).max(5)).min(1).max(6),
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitRequestSchema>;
export const quizSubmitResponseSchema = z.object({
  questionId: z.number().int(),
  selectedAnswers: z.array(z.number().int()),
  answeredCount: z.number().int(),
  total: z.number().int(),
  nextQuestionId: z.number().int().nullable(),
});
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;

/** POST .../questions/{qid}/hint: the hint; a second request for the same question costs nothing. */
export const quizHintResponseSchema = z.object({
  questionId: z.number().int(),
  hint: z.string(),
  remainingHints: z.number().int().nonnegative(),
  /** false when this question's hint was already revealed in this attempt. */
  spent: z.boolean(),
});
export type QuizHintResponse = z.infer<typeof quizHintResponseSchema>;

/** POST /client/v2/quiz_v2/{id}/discard: the open attempt is gone (nothing of it is kept or shown). */
export const quizDiscardResponseSchema = z.object({ quizId: z.number().int(), discarded: z.literal(true) });
export type QuizDiscardResponse = z.infer<typeof quizDiscardResponseSchema>;

export const quizCertificateRefSchema = z.object({ publicId: z.string(), issuedAt: z.string() });

/** GET /client/v2/quiz_v2/{id}/result: the last finished attempt, with correct answers and explanations. */
export const quizResultSchema = z.object({
  quizId: z.number().int(),
  attemptId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  correctCount: z.number().int(),
  total: z.number().int(),
  /** correct / total in percent, one decimal (69.9). */
  score: z.number(),
  grade: z.enum(quizGrades),
  passed: z.boolean(),
  /** A practice attempt: no points, reward or certificate, whatever its grade. */
  practice: z.boolean(),
  /** Points credited by this attempt (0 when not passed, no earn-points flag, or already credited for this quiz). */
  pointsEarned: z.number().int().nonnegative(),
  /** A pass without the earn-points flag: what a subscription would have earned; else 0. */
  pointsIfSubscribed: z.number().int().nonnegative(),
  /** The quiz's points were credited by an earlier pass. */
  alreadyCredited: z.boolean(),
  rewardPoints: z.number().int().nonnegative(),
  /** Of this attempt's `total` questions. */
  ...quizGradingFields,
  questions: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      choices: z.array(z.string()),
      selectedAnswers: z.array(z.number().int()),
      correctAnswers: z.array(z.number().int()),
      correct: z.boolean(),
      explanation: z.string(),
      /** The anchor of the article's heading to re-read (in the result's language), when the quiz names one. */
      section: z.string().nullable(),
    }),
  ),
  rewardTracking: z.object({ id: z.number().int(), status: z.string(), rewardName: z.string() }).nullable(),
  certificate: quizCertificateRefSchema.nullable(),
  /** A pass whose certificate waits for a profile name. */
  certificateNeedsName: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/**
 * Where a certificate's holder name comes from, fixed when it is issued: `kyc` the exchange's
 * identity check (KYC) of a verified learner, `learner` the profile name as the learner typed it.
 */
export const certificateNameSources = ['kyc', 'learner'] as const;
export type CertificateNameSource = (typeof certificateNameSources)[number];

/** GET|POST /client/v2/quiz_v2/{id}/certificate: the user's certificate of their last pass. */
export const quizCertificateSchema = z.object({
  publicId: z.string(),
  holderName: z.string(),
  holderNameSource: z.enum(certificateNameSources),
  quizSlug: z.string(),
  title: z.object({ en: z.string(), th: z.string() }),
  grade: z.enum(quizGrades),
  score: z.number(),
  issuedAt: z.string(),
});
export type QuizCertificate = z.infer<typeof quizCertificateSchema>;
export const certificatePublicIdSchema = z.object({
  publicId: z
    .string()
    .min(10)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
