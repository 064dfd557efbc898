import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Pop quizzes (spec sections 3-4, business-rules.md "Pop quiz"): one timed question in an open
 * window. Questions come from content/pop-quizzes/ (the importer owns them: the bank); windows
 * are made from the rolling schedule (src/modules/learning/pop-quiz/windows-repository.ts) or pinned in the content.
 * A window holds the reward, quota and time limit; each learner draws their own question from
 * the bank when opening it (the history row records which).
 */
export interface PopQuizQuestionText {
  question: string;
  choices: string[];
  hint: string;
  explanation: string;
}

export const popQuizQuestions = pgTable(
  'pop_quiz_questions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    topic: text('topic').notNull(),
    topicEn: text('topic_en').notNull(),
    topicTh: text('topic_th').notNull(),
    /** Zero-based indexes of the correct choices. */
    correct: integer('correct').array().notNull(),
    en: jsonb('en').$type<PopQuizQuestionText>().notNull(),
    th: jsonb('th').$type<PopQuizQuestionText>().notNull(),
    /** False once removed from content (histories keep pointing at it). */
    active: boolean('active').notNull().default(true),
    source: text('source'),
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pop_quiz_questions_active_slug_idx').on(t.active, t.slug)],
);

export type PopQuizWindowKind = 'rolling' | 'pinned';

/**
 * A window in which a pop quiz is open: the spec's "pop quiz" (its id is the `{id}` of the
 * routes). `slot_key` makes creating a window idempotent ('rolling:<slot index>' or
 * 'pinned:<content key>'). The quota is taken only by one conditional UPDATE
 * (`reward_remaining > 0`), and the check keeps it within 0..quota whatever happens.
 */
export const popQuizzes = pgTable(
  'pop_quizzes',
  {
    id: serial('id').primaryKey(),
    slotKey: text('slot_key').notNull().unique(),
    kind: text('kind').notNull().$type<PopQuizWindowKind>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    rewardQuota: integer('reward_quota').notNull(),
    rewardRemaining: integer('reward_remaining').notNull(),
    /** Whole KKUB paid to each winner's exchange-linked wallet by the payout job (null: none). */
    rewardKkub: integer('reward_kkub'),
    source: text('source'),
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pop_quizzes_window_idx').on(t.endsAt, t.startsAt),
    check(
      'pop_quizzes_remaining_within_quota',
      sql`${t.rewardRemaining} >= 0 and ${t.rewardRemaining} <= ${t.rewardQuota}`,
    ),
    check('pop_quizzes_window_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('pop_quizzes_reward_kkub_positive', sql`${t.rewardKkub} is null or ${t.rewardKkub} > 0`),
  ],
);

export const popQuizHistoryStatuses = ['failed', 'pending', 'inprogress', 'completed', 'outofreward'] as const;
export type PopQuizHistoryStatus = (typeof popQuizHistoryStatuses)[number];
/** Where a won KKUB reward stands (contracts popQuizKkubOutcomes). */
export type PopQuizKkubOutcome = 'pending' | 'paid' | 'refused' | 'no-wallet';

/**
 * One try per user per pop quiz (unique user + pop quiz). Opening the question creates it with
 * the question drawn for this learner and its own order of the choices. A correct answer of a
 * KKUB window is `pending` until its payout job ends (`kkub_outcome`).
 */
export const popQuizHistories = pgTable(
  'pop_quiz_histories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    popQuizId: integer('pop_quiz_id')
      .notNull()
      .references(() => popQuizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => popQuizQuestions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().$type<PopQuizHistoryStatus>(),
    /** Why a try failed: 'wrong' answer or 'time-over'. */
    failReason: text('fail_reason').$type<'wrong' | 'time-over'>(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** When the try ended (answer, or the deadline for a time over); starts the cool-down. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The learner's order of the choices: shown choice k is content choice `choice_order[k]` (null: content order). */
    choiceOrder: integer('choice_order').array(),
    /** The learner's choices, as positions in their order. */
    selectedAnswers: integer('selected_answers').array(),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** The KKUB this try won (the window's `reward_kkub` at the time), null when none. */
    kkubAmount: integer('kkub_amount'),
    kkubOutcome: text('kkub_outcome').$type<PopQuizKkubOutcome>(),
    hintUsed: boolean('hint_used').notNull().default(false),
    /**
     * Whether this try's answer is shown once the window is over: the learner was identity-verified
     * (KYC) when opening it. Such a try retires its question from reward-paying windows elsewhere.
     */
    revealsAnswer: boolean('reveals_answer').notNull().default(false),
    /** Drawn from retired questions only (a reward window whose unrevealed questions ran out): earns nothing. */
    practice: boolean('practice').notNull().default(false),
  },
  (t) => [
    uniqueIndex('pop_quiz_histories_user_quiz_idx').on(t.userId, t.popQuizId),
    index('pop_quiz_histories_user_finished_idx').on(t.userId, t.finishedAt),
    index('pop_quiz_histories_quiz_status_idx').on(t.popQuizId, t.status),
    // The draw skips the questions a learner had in the last 30 days.
    index('pop_quiz_histories_user_opened_idx').on(t.userId, t.openedAt),
    // A window's answers show once its last deadline passed (max(deadline_at) per window).
    index('pop_quiz_histories_quiz_deadline_idx').on(t.popQuizId, t.deadlineAt),
    // A reward window's draw skips questions whose answer a try of another window reveals.
    index('pop_quiz_histories_revealing_idx')
      .on(t.questionId, t.popQuizId)
      .where(sql`${t.revealsAnswer}`),
  ],
);
