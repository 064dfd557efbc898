import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articleQuizzes, type QuizQuestionContent } from './content.ts';
import { users } from './users.ts';

export type QuizAttemptStatus = 'inprogress' | 'saved' | 'finished';

/**
 * One try at a main quiz: inprogress -> saved -> inprogress -> finished (or discarded: deleted).
 * At most one open (inprogress or saved) attempt per user and quiz (partial unique index).
 * `questions` are the questions drawn from the pool, as they were when the attempt started (the
 * result explains against them); `choiceOrders[i]` is question i's shuffle: shown choice k is
 * content choice `choiceOrders[i][k]` (answers are stored in the shown order; empty for attempts
 * from before pools: content order). `quizVersion` differing from the quiz's version means one of
 * its questions was edited: further submits fail. `practice`: drawn from seen questions, it earns
 * nothing (no points, reward or certificate; not a pass anywhere).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => articleQuizzes.id, { onDelete: 'cascade' }),
    quizVersion: integer('quiz_version').notNull(),
    questions: jsonb('questions').$type<QuizQuestionContent[]>().notNull(),
    choiceOrders: jsonb('choice_orders').$type<number[][]>().notNull().default([]),
    practice: boolean('practice').notNull().default(false),
    status: text('status').notNull().$type<QuizAttemptStatus>(),
    /** An exclusive quiz's start took one main quiz from the allowance. */
    spentMainQuiz: boolean('spent_main_quiz').notNull().default(false),
    correctCount: integer('correct_count'),
    total: integer('total').notNull(),
    /** Percent, one decimal. */
    score: real('score'),
    grade: text('grade'),
    passed: boolean('passed'),
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsIfSubscribed: integer('points_if_subscribed').notNull().default(0),
    alreadyCredited: boolean('already_credited').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quiz_attempts_one_open_uq')
      .on(t.userId, t.quizId)
      .where(sql`${t.status} in ('inprogress', 'saved')`),
    index('quiz_attempts_user_idx').on(t.userId, t.finishedAt),
  ],
);

/** The answer to one question of an attempt (question ids are 1-based positions). */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    selectedAnswers: jsonb('selected_answers').$type<number[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * The questions a user has been shown, by question slug: a finished attempt's (its result shows
 * the correct answers and explanations, written in the finishing transaction) and a discarded
 * attempt's (its questions were on screen, written in the discarding transaction). A graded
 * attempt draws only others.
 */
export const quizRevealedQuestions = pgTable(
  'quiz_revealed_questions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => articleQuizzes.id, { onDelete: 'cascade' }),
    questionSlug: text('question_slug').notNull(),
    /** The finished attempt that first showed it; null: a discarded attempt (deleted) showed it. */
    attemptId: integer('attempt_id').references(() => quizAttempts.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId, t.questionSlug] })],
);

/** A hint revealed in an attempt: the primary key makes the second request for it free. */
export const quizAttemptHints = pgTable(
  'quiz_attempt_hints',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** One per passed attempt; `publicId` is random and unguessable (the public verification URL). */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => articleQuizzes.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .unique()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    quizSlug: text('quiz_slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    grade: text('grade').notNull(),
    score: real('score').notNull(),
    holderName: text('holder_name').notNull(),
    /** kyc: the exchange's identity check; learner: the profile name as typed (contracts certificateNameSources). */
    holderNameSource: text('holder_name_source').notNull().default('learner').$type<'kyc' | 'learner'>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('certificates_user_idx').on(t.userId, t.quizId)],
);
