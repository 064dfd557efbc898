import { z } from 'zod';

/**
 * Pop quizzes (spec sections 3, 4, 7 "Pop quiz"; business-rules.md "Pop quiz"). Times are ISO
 * strings from the server clock; a client counts down from `serverNow`/`secondsLeft`, the server
 * decides. Texts come in the request's language (`lang` header).
 */
export const popQuizCardStatuses = ['active', 'expired', 'outOfReward', 'upcoming'] as const;
export const popQuizCardStatusSchema = z.enum(popQuizCardStatuses);
export type PopQuizCardStatus = z.infer<typeof popQuizCardStatusSchema>;

export const popQuizHistoryStatuses = ['failed', 'pending', 'inprogress', 'completed', 'outofreward'] as const;
export const popQuizHistoryStatusSchema = z.enum(popQuizHistoryStatuses);
export type PopQuizHistoryStatus = z.infer<typeof popQuizHistoryStatusSchema>;

export const popQuizTopicSchema = z.object({ slug: z.string(), name: z.string() });

/**
 * One pop quiz window as a card. `status` is the window's (upcoming / active / expired /
 * outOfReward); `myStatus` the signed-in user's try (null: none or a visitor); `canPlay` whether
 * this user may open it now (window open, quota left, no cool-down, not tried or still in progress).
 * A window has no question of its own: each learner draws one when opening it, so `topic` is the
 * topic of this user's question once opened, else null. `revealAt`: when its answers are shown
 * (to the learners whose try reveals its answer: identity-verified when they opened it).
 */
export const popQuizCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['rolling', 'pinned']),
  topic: popQuizTopicSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeLimitSeconds: z.number().int().positive(),
  rewardPoints: z.number().int().nonnegative(),
  /** KKUB paid to the exchange-linked wallet of each winner besides the points (null: none). */
  rewardKkub: z.number().int().positive().nullable(),
  rewardQuota: z.number().int().positive(),
  rewardRemaining: z.number().int().nonnegative(),
  status: popQuizCardStatusSchema,
  myStatus: popQuizHistoryStatusSchema.nullable(),
  canPlay: z.boolean(),
  revealAt: z.string(),
});
export type PopQuizCard = z.infer<typeof popQuizCardSchema>;

/** GET /client/pop-quizs-available */
export const popQuizAvailableSchema = z.object({
  serverNow: z.string(),
  /** After finishing a pop quiz the next is available only from here (null: no cool-down). */
  cooldownEndsAt: z.string().nullable(),
  /** Start of the next window not yet open. */
  nextPopQuizAt: z.string().nullable(),
  /** When this user can next start one: now if a card canPlay, else the later of cool-down end and next window. */
  nextAvailableAt: z.string().nullable(),
  items: z.array(popQuizCardSchema),
});
export type PopQuizAvailable = z.infer<typeof popQuizAvailableSchema>;

export const popQuizMessageCodes = ['QUIZ_TIME_OVER', 'QUIZ_OUT_OF_REWARD'] as const;

/**
 * A won KKUB reward: `pending` while the payout job runs, `paid` once the exchange confirmed it,
 * `refused` when the exchange refused the transfer (the points equivalent was credited instead),
 * `no-wallet` when the learner had no exchange-linked wallet (points only).
 */
export const popQuizKkubOutcomes = ['pending', 'paid', 'refused', 'no-wallet'] as const;
export const popQuizKkubSchema = z.object({
  amount: z.number().int().positive(),
  outcome: z.enum(popQuizKkubOutcomes),
});
export type PopQuizKkub = z.infer<typeof popQuizKkubSchema>;

/**
 * The answer of a try once the window can no longer be answered by anyone: each choice's text in
 * the learner's order, whether it is right and whether the learner picked it. Never an index of
 * the bank's order (another learner's choices are in another order).
 */
export const popQuizRevealedAnswerSchema = z.object({
  choices: z.array(z.object({ text: z.string(), correct: z.boolean(), selected: z.boolean() })),
  explanation: z.string(),
});
export type PopQuizRevealedAnswer = z.infer<typeof popQuizRevealedAnswerSchema>;

/**
 * The outcome of a finished try (submit answer, or the question once it is over). While anyone
 * can still answer the window (until `revealAt`: its end plus the time limit) it says right or
 * wrong only: `answer` is null until then, and always for a try that does not reveal its answer
 * (`revealsAnswer` false: the learner was not identity-verified when opening it).
 */
export const popQuizResultSchema = z.object({
  popQuizId: z.number().int(),
  questionId: z.number().int(),
  status: popQuizHistoryStatusSchema,
  correct: z.boolean(),
  timeOver: z.boolean(),
  /** The learner's choices, as positions in their order of the choices. */
  selectedAnswers: z.array(z.number().int()),
  answer: popQuizRevealedAnswerSchema.nullable(),
  /** From when the answer is shown (quiz history). */
  revealAt: z.string(),
  revealsAnswer: z.boolean(),
  /** A question whose answer was already shown elsewhere: this try earns nothing. */
  practice: z.boolean(),
  pointsEarned: z.number().int().nonnegative(),
  kkub: popQuizKkubSchema.nullable(),
  /** The catalogue message to show: "Time over." or "Sorry! Out of reward" (null otherwise). */
  messageCode: z.enum(popQuizMessageCodes).nullable(),
  /** The user's balance after the credit (null when nothing was credited). */
  point: z.number().int().nullable(),
  cooldownEndsAt: z.string().nullable(),
});
export type PopQuizResult = z.infer<typeof popQuizResultSchema>;

/**
 * The learner's try: POST /client/pop-quizs/{id}/open starts it (the clock runs from then; opening
 * again does not restart it), GET /client/pop-quizs/{id}/question reads it. `choices` are in this
 * learner's own order; answers are positions in it.
 */
export const popQuizQuestionSchema = z.object({
  popQuizId: z.number().int(),
  questionId: z.number().int(),
  topic: popQuizTopicSchema,
  question: z.string(),
  choices: z.array(z.string()).min(2).max(6),
  /** True when more than one choice is correct (the player picks all). */
  multiple: z.boolean(),
  timeLimitSeconds: z.number().int().positive(),
  rewardPoints: z.number().int().nonnegative(),
  rewardKkub: z.number().int().positive().nullable(),
  status: popQuizHistoryStatusSchema,
  serverNow: z.string(),
  openedAt: z.string(),
  deadline: z.string(),
  /** Whole seconds left by the server clock, rounded up (0 once over): a client counting down from it never ends early. */
  secondsLeft: z.number().int().nonnegative(),
  /** The hint once the user took it, else null. */
  hint: z.string().nullable(),
  revealAt: z.string(),
  revealsAnswer: z.boolean(),
  practice: z.boolean(),
  result: popQuizResultSchema.nullable(),
});
export type PopQuizQuestion = z.infer<typeof popQuizQuestionSchema>;

const choiceIndex = z.number().int().min(0).max(5);
/** POST /client/pop-quizs/{id}/questions/{qid}/submit: positions in the learner's order of the choices. */
export const popQuizSubmitRequestSchema = z.object({
  selectedAnswers: z
    .array(choiceIndex)
    .min(1)
    .max(6)
    .refine((list) => new Set(list).size === list.length, 'selectedAnswers must not repeat a choice'),
});
export type PopQuizSubmitRequest = z.infer<typeof popQuizSubmitRequestSchema>;

/** POST /client/pop-quizs/{id}/questions/{qid}/hint */
export const popQuizHintSchema = z.object({
  hint: z.string(),
  /** Hints left in the subscription allowance. */
  remainingHint: z.number().int().nonnegative(),
});
export type PopQuizHint = z.infer<typeof popQuizHintSchema>;

/** One try, as quiz history lists show it (spec "Quiz history record"). */
export const popQuizHistoryItemSchema = z.object({
  id: z.number().int(),
  popQuizId: z.number().int(),
  questionId: z.number().int(),
  questionTitle: z.string(),
  topic: popQuizTopicSchema,
  status: popQuizHistoryStatusSchema,
  timeOver: z.boolean(),
  openedAt: z.string(),
  completedDate: z.string().nullable(),
  /** Seconds from opening to the end of the try (null while in progress). */
  duration: z.number().int().nonnegative().nullable(),
  rewardPoint: z.number().int().nonnegative(),
  /** KKUB equivalent of rewardPoint (100 points = 1 KKUB). */
  amount: z.number().nonnegative(),
  result: z.enum(['pass', 'fail']).nullable(),
  /** A KKUB reward this try won (and where its payout stands), else null. */
  kkub: popQuizKkubSchema.nullable(),
  revealAt: z.string(),
  revealsAnswer: z.boolean(),
  practice: z.boolean(),
  /** Null until `revealAt` (the window's end plus its time limit), and always when `revealsAnswer` is false. */
  answer: popQuizRevealedAnswerSchema.nullable(),
});
export type PopQuizHistoryItem = z.infer<typeof popQuizHistoryItemSchema>;

/** `start` is a page index: offset = start x limit. */
export const popQuizPageQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Search: the question (either language) or its topic, case-insensitive (the My quizzes search). */
  q: z
    .string()
    .max(200)
    .refine((v) => !v.includes('\u0000'), 'Invalid character')
    .optional(),
});
export type PopQuizPageQuery = z.input<typeof popQuizPageQuerySchema>;

/** GET /client/pop-quiz-histories-by-user (every try, newest first) */
export const popQuizHistoriesSchema = z.object({
  items: z.array(popQuizHistoryItemSchema),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  cooldownEndsAt: z.string().nullable(),
});
export type PopQuizHistories = z.infer<typeof popQuizHistoriesSchema>;

/** GET /client/pop-quiz-completed-histories (completed tries, newest first) */
export const popQuizCompletedHistoriesSchema = z.object({
  items: z.array(popQuizHistoryItemSchema),
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type PopQuizCompletedHistories = z.infer<typeof popQuizCompletedHistoriesSchema>;
