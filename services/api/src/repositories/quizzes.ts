import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  MyQuizStatus,
  PendingQuiz,
  QuizCard,
  QuizCertificate,
  QuizDetail,
  QuizGrade,
  QuizHistoryRecord,
  QuizHintResponse,
  QuizProgress,
  QuizResult,
  QuizSubmitResponse,
} from '@academy/contracts';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  articleQuizzes,
  blogTranslations,
  blogs,
  categories,
  certificates,
  pointLedger,
  quizAttemptAnswers,
  quizAttemptHints,
  quizAttempts,
  rewardTrackings,
  users,
} from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { contracts } from '../lib/contracts.ts';
import type { EntitlementsRepository } from './entitlements.ts';
import type { pointsRepository } from './points.ts';
import type { RewardTrackingsRepository } from './reward-trackings.ts';

const { quizGrade, quizPassed } = contracts;

type Lang = 'en' | 'th';
type QuizRow = typeof articleQuizzes.$inferSelect;
type AttemptRow = typeof quizAttempts.$inferSelect;
type BlogRow = typeof blogs.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

interface LoadedQuiz {
  quiz: QuizRow;
  blog: BlogRow;
  category: CategoryRow | null;
  titles: Record<Lang, string>;
  summaries: Record<Lang, string>;
}

export interface QuizUser {
  id: number;
  kycStatus: string;
}

const OPEN = ['inprogress', 'saved'] as const;
const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
const a = quizAttempts;

/** `%text%` for ILIKE with `%`, `_` and `\` taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Percent with one decimal, rounded down (69.99 -> 69.9: a D is never shown as 70). */
const scoreOf = (correct: number, total: number) => (total > 0 ? Math.floor((correct * 1000) / total) / 10 : 0);
const sameSet = (x: number[], y: number[]) => x.length === y.length && x.every((v) => y.includes(v));
const newPublicId = () => randomBytes(18).toString('base64url');
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const fail = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Quiz not found'),
  kyc: () => new AppError(403, 'KYC_REQUIRED_QUIZ', 'Please complete your KYC verification before doing a quiz'),
  subscription: () => new AppError(403, 'QUIZ_SUBSCRIPTION_REQUIRED', 'This quiz needs an active subscription'),
  allowance: () => new AppError(409, 'QUIZ_ALLOWANCE_EXHAUSTED', 'You have no main quizzes left in your subscription'),
  hintSubscription: () => new AppError(403, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'Hints are for subscribers'),
  noHints: () => new AppError(409, 'QUIZ_NO_HINTS_LEFT', 'You have no hints left'),
  notStarted: () => new AppError(409, 'QUIZ_NOT_STARTED', 'Start the quiz first'),
  saved: () => new AppError(409, 'QUIZ_ATTEMPT_SAVED', 'The attempt is saved for later; start the quiz to resume it'),
  finished: () => new AppError(409, 'QUIZ_ALREADY_FINISHED', 'This attempt is already finished'),
  dataChanged: () => new AppError(409, 'QUIZ_DATA_CHANGED', 'Data has been changed'),
  question: () => new AppError(404, 'QUIZ_QUESTION_NOT_FOUND', 'No such question in this quiz'),
  answer: (why: string) => new AppError(400, 'QUIZ_ANSWER_INVALID', `Invalid answer: ${why}`),
  submit: () => new AppError(409, 'QUIZ_SUBMIT_FAILED', 'Submit Fail!'),
  incomplete: () => new AppError(409, 'QUIZ_INCOMPLETE', 'Answer every question before finishing'),
  noResult: () => new AppError(404, 'QUIZ_RESULT_NOT_FOUND', 'No finished attempt of this quiz'),
  noCertificate: () => new AppError(404, 'CERTIFICATE_NOT_FOUND', 'Certificate not found'),
  name: () => new AppError(409, 'PROFILE_NAME_REQUIRED', 'Please enter a profile name'),
};

export interface QuizDeps {
  entitlements: EntitlementsRepository;
  points: ReturnType<typeof pointsRepository>;
  rewardTrackings: RewardTrackingsRepository;
}

/**
 * Main quizzes (business-rules.md "Main quiz"): the list, the quiz without its answers, and
 * the attempt state machine inprogress -> saved -> inprogress -> finished. Every spend (main
 * quiz allowance, hint) and every credit (points) happens inside the transaction that records
 * what used or earned it. Errors are AppErrors with the catalogue's codes.
 */
export function quizzesRepository(db: Db, deps: QuizDeps) {
  /** Quizzes of active, published articles, with their article's titles and category. */
  async function load(where: SQL | undefined, tx: DbOrTx = db): Promise<LoadedQuiz[]> {
    const rows = await tx
      .select({ quiz: articleQuizzes, blog: blogs, category: categories })
      .from(articleQuizzes)
      .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
      .leftJoin(categories, eq(categories.id, blogs.categoryId))
      .where(and(eq(blogs.active, true), eq(blogs.status, true), where));
    return withTitles(rows, tx);
  }

  async function withTitles(
    rows: Array<{ quiz: QuizRow; blog: BlogRow; category: CategoryRow | null }>,
    tx: DbOrTx = db,
  ): Promise<LoadedQuiz[]> {
    if (rows.length === 0) return [];
    const translations = await tx
      .select({
        blogId: blogTranslations.blogId,
        language: blogTranslations.language,
        title: blogTranslations.title,
        summary: blogTranslations.summary,
      })
      .from(blogTranslations)
      .where(
        inArray(
          blogTranslations.blogId,
          rows.map((r) => r.blog.id),
        ),
      );
    return rows.map((row) => {
      const of = (lang: Lang) => translations.find((t) => t.blogId === row.blog.id && t.language === lang);
      const en = of('en') ?? of('th');
      const th = of('th') ?? of('en');
      return {
        ...row,
        titles: { en: en?.title ?? row.blog.slug, th: th?.title ?? row.blog.slug },
        summaries: { en: en?.summary ?? '', th: th?.summary ?? '' },
      };
    });
  }

  async function one(where: SQL, tx: DbOrTx = db): Promise<LoadedQuiz> {
    const [found] = await load(where, tx);
    if (!found) throw fail.notFound();
    return found;
  }

  function card(q: LoadedQuiz, lang: Lang, myStatus: MyQuizStatus): QuizCard {
    const reward = q.quiz.physicalReward;
    return {
      id: q.quiz.id,
      slug: q.quiz.slug,
      blogId: q.blog.id,
      title: q.titles[lang],
      summary: q.summaries[lang],
      category: q.category
        ? { id: q.category.id, slug: q.category.slug, name: lang === 'th' ? q.category.nameTh : q.category.nameEn }
        : null,
      difficulty: (DIFFICULTIES as readonly string[]).includes(q.blog.difficulty)
        ? (q.blog.difficulty as QuizCard['difficulty'])
        : 'BEGINNER',
      exclusive: q.blog.exclusive,
      rewardPoints: q.quiz.rewardPoints,
      questionCount: q.quiz.questions.length,
      physicalReward: reward ? { name: reward[lang], aPlusOnly: reward.aPlusOnly } : null,
      myStatus,
      language: lang,
    };
  }

  async function myStatuses(userId: number | null, quizIds: number[]): Promise<Map<number, MyQuizStatus>> {
    const result = new Map<number, MyQuizStatus>();
    if (!userId || quizIds.length === 0) return result;
    const rows = await db
      .select({ quizId: a.quizId, status: a.status, passed: a.passed })
      .from(a)
      .where(and(eq(a.userId, userId), inArray(a.quizId, quizIds)));
    for (const row of rows) {
      const now = result.get(row.quizId);
      const mine: MyQuizStatus =
        row.status === 'finished' ? (row.passed ? 'passed' : 'failed') : (row.status as MyQuizStatus);
      // An open attempt shows first, then a pass, then a fail.
      const rank = (s: MyQuizStatus | undefined) =>
        s === 'inprogress' || s === 'saved' ? 3 : s === 'passed' ? 2 : s === 'failed' ? 1 : 0;
      if (rank(mine) > rank(now)) result.set(row.quizId, mine);
    }
    return result;
  }

  function listWhere(query: {
    filter: 'all' | 'exclusive' | 'free';
    category?: string | undefined;
    name?: string | undefined;
  }) {
    const conditions: SQL[] = [];
    if (query.filter === 'exclusive') conditions.push(eq(blogs.exclusive, true));
    if (query.filter === 'free') conditions.push(eq(blogs.exclusive, false));
    if (query.category) {
      const id = /^\d{1,9}$/.test(query.category) ? Number(query.category) : null;
      conditions.push(
        id !== null
          ? eq(blogs.categoryId, id)
          : sql`${blogs.categoryId} in (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`,
      );
    }
    const name = query.name?.trim();
    if (name) {
      conditions.push(
        sql`exists (select 1 from ${blogTranslations} where ${blogTranslations.blogId} = ${blogs.id} and ${blogTranslations.title} ilike ${likePattern(name)})`,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function openAttempt(userId: number, quizId: number, tx: DbOrTx = db, lock = false) {
    const query = tx
      .select()
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.quizId, quizId), inArray(a.status, [...OPEN])))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async function lastFinished(userId: number, quizId: number, tx: DbOrTx = db, passedOnly = false) {
    const [row] = await tx
      .select()
      .from(a)
      .where(
        and(
          eq(a.userId, userId),
          eq(a.quizId, quizId),
          eq(a.status, 'finished'),
          passedOnly ? eq(a.passed, true) : undefined,
        ),
      )
      .orderBy(desc(a.finishedAt), desc(a.id))
      .limit(1);
    return row ?? null;
  }

  /** The open attempt, or the error that says why there is none. */
  async function requireOpen(userId: number, quizId: number, tx: DbOrTx = db, lock = false): Promise<AttemptRow> {
    const open = await openAttempt(userId, quizId, tx, lock);
    if (open) return open;
    throw (await lastFinished(userId, quizId, tx)) ? fail.finished() : fail.notStarted();
  }

  async function requireInProgress(userId: number, quizId: number, tx: DbOrTx = db, lock = false) {
    const open = await requireOpen(userId, quizId, tx, lock);
    if (open.status !== 'inprogress') throw fail.saved();
    return open;
  }

  async function currentVersion(quizId: number, tx: DbOrTx = db): Promise<number> {
    const [row] = await tx
      .select({ version: articleQuizzes.version })
      .from(articleQuizzes)
      .where(eq(articleQuizzes.id, quizId))
      .limit(1);
    if (!row) throw fail.notFound();
    return row.version;
  }

  function question(attempt: AttemptRow, qid: number) {
    const q = attempt.questions[qid - 1];
    if (!q) throw fail.question();
    return q;
  }

  async function progressOf(attempt: AttemptRow, userId: number, lang: Lang, now: Date): Promise<QuizProgress> {
    const version = await currentVersion(attempt.quizId);
    const answers = await db
      .select({ questionId: quizAttemptAnswers.questionId, selectedAnswers: quizAttemptAnswers.selectedAnswers })
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, attempt.id))
      .orderBy(quizAttemptAnswers.questionId);
    const hints = await db
      .select({ questionId: quizAttemptHints.questionId })
      .from(quizAttemptHints)
      .where(eq(quizAttemptHints.attemptId, attempt.id))
      .orderBy(quizAttemptHints.questionId);
    const info = await deps.entitlements.info(userId, now);
    const answered = new Set(answers.map((x) => x.questionId));
    let next: number | null = null;
    for (let id = 1; id <= attempt.total; id += 1) {
      if (!answered.has(id)) {
        next = id;
        break;
      }
    }
    return {
      quizId: attempt.quizId,
      attemptId: attempt.id,
      status: attempt.status,
      version: attempt.quizVersion,
      current: attempt.quizVersion === version,
      total: attempt.total,
      answeredCount: answers.length,
      nextQuestionId: next,
      answers,
      hints: hints.map((h) => ({
        questionId: h.questionId,
        hint: attempt.questions[h.questionId - 1]?.[lang].hint ?? '',
      })),
      remainingHints: info.remainingHint,
      startedAt: attempt.startedAt.toISOString(),
      updatedAt: attempt.updatedAt.toISOString(),
    };
  }

  async function issueCertificate(tx: DbOrTx, attempt: AttemptRow, userId: number, now: Date) {
    const [user] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const holderName = [user?.name?.trim(), user?.surname?.trim()].filter(Boolean).join(' ');
    if (!user?.name?.trim()) return null;
    const [quiz] = await load(eq(articleQuizzes.id, attempt.quizId), tx);
    if (!quiz) return null;
    await tx
      .insert(certificates)
      .values({
        publicId: newPublicId(),
        userId,
        quizId: attempt.quizId,
        attemptId: attempt.id,
        quizSlug: quiz.quiz.slug,
        titleEn: quiz.titles.en,
        titleTh: quiz.titles.th,
        grade: attempt.grade ?? 'F',
        score: attempt.score ?? 0,
        holderName,
        issuedAt: now,
      })
      .onConflictDoNothing({ target: certificates.attemptId });
    const [row] = await tx.select().from(certificates).where(eq(certificates.attemptId, attempt.id)).limit(1);
    return row ?? null;
  }

  const certificateOut = (row: typeof certificates.$inferSelect): QuizCertificate => ({
    publicId: row.publicId,
    holderName: row.holderName,
    quizSlug: row.quizSlug,
    title: { en: row.titleEn, th: row.titleTh },
    grade: row.grade as QuizGrade,
    score: row.score,
    issuedAt: row.issuedAt.toISOString(),
  });

  const api = {
    async list(
      query: { filter: 'all' | 'exclusive' | 'free'; category?: string; name?: string; _start: number; _limit: number },
      lang: Lang,
      userId: number | null,
    ): Promise<QuizCard[]> {
      const rows = await db
        .select({ quiz: articleQuizzes, blog: blogs, category: categories })
        .from(articleQuizzes)
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .leftJoin(categories, eq(categories.id, blogs.categoryId))
        .where(and(eq(blogs.active, true), eq(blogs.status, true), listWhere(query)))
        .orderBy(desc(blogs.publishedAt), desc(articleQuizzes.id))
        .limit(query._limit)
        .offset(query._start);
      const loaded = await withTitles(rows);
      const statuses = await myStatuses(
        userId,
        loaded.map((q) => q.quiz.id),
      );
      return loaded.map((q) => card(q, lang, statuses.get(q.quiz.id) ?? 'none'));
    },

    async count(query: { filter: 'all' | 'exclusive' | 'free'; category?: string; name?: string }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(articleQuizzes)
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .where(and(eq(blogs.active, true), eq(blogs.status, true), listWhere(query)));
      return Number(row?.n ?? 0);
    },

    /** A quiz for the player: questions without answers, only for users who may take it. */
    async detail(
      by: { slug: string } | { blogId: number },
      lang: Lang,
      userId: number | null,
      now: Date,
      withMine: boolean,
    ): Promise<QuizDetail> {
      const q = await one('slug' in by ? eq(articleQuizzes.slug, by.slug) : eq(articleQuizzes.blogId, by.blogId));
      const statuses = await myStatuses(userId, [q.quiz.id]);
      const mayPlay = userId !== null && (!q.blog.exclusive || (await deps.entitlements.info(userId, now)).active);
      let myAttempt: QuizDetail['myAttempt'] = null;
      if (withMine && userId !== null) {
        const mine = (await openAttempt(userId, q.quiz.id)) ?? (await lastFinished(userId, q.quiz.id));
        if (mine) {
          const [answered] = await db
            .select({ n: count() })
            .from(quizAttemptAnswers)
            .where(eq(quizAttemptAnswers.attemptId, mine.id));
          myAttempt = {
            attemptId: mine.id,
            status: mine.status,
            answeredCount: Number(answered?.n ?? 0),
            grade: (mine.grade as QuizGrade | null) ?? null,
            passed: mine.passed,
            finishedAt: mine.finishedAt?.toISOString() ?? null,
          };
        }
      }
      return {
        ...card(q, lang, statuses.get(q.quiz.id) ?? 'none'),
        version: q.quiz.version,
        locked: !mayPlay,
        questions: mayPlay
          ? q.quiz.questions.map((question, i) => ({
              id: i + 1,
              question: question[lang].question,
              choices: question[lang].choices,
              selectCount: question.correct.length,
            }))
          : null,
        myAttempt,
      };
    },

    /**
     * Starts (or resumes) the user's attempt. A saved attempt goes back to inprogress; an open
     * attempt on an older version restarts on the current one (its allowance was already spent).
     * A new attempt of an exclusive quiz takes one main quiz from the allowance in the same transaction.
     */
    async start(user: QuizUser, quizId: number, lang: Lang, now: Date): Promise<QuizProgress> {
      const q = await one(eq(articleQuizzes.id, quizId));
      if (user.kycStatus !== 'verified') throw fail.kyc();
      if (q.blog.exclusive && !(await deps.entitlements.info(user.id, now)).active) throw fail.subscription();
      const attempt = async () =>
        db.transaction(async (tx) => {
          const open = await openAttempt(user.id, quizId, tx, true);
          const [quiz] = await tx.select().from(articleQuizzes).where(eq(articleQuizzes.id, quizId)).limit(1);
          if (!quiz) throw fail.notFound();
          if (open) {
            if (open.quizVersion !== quiz.version) {
              await tx.delete(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, open.id));
              await tx.delete(quizAttemptHints).where(eq(quizAttemptHints.attemptId, open.id));
              const [row] = await tx
                .update(a)
                .set({
                  quizVersion: quiz.version,
                  questions: quiz.questions,
                  total: quiz.questions.length,
                  status: 'inprogress',
                  startedAt: now,
                  updatedAt: now,
                })
                .where(eq(a.id, open.id))
                .returning();
              return row!;
            }
            if (open.status === 'inprogress') return open;
            const [row] = await tx
              .update(a)
              .set({ status: 'inprogress', updatedAt: now })
              .where(eq(a.id, open.id))
              .returning();
            return row!;
          }
          if (q.blog.exclusive && !(await deps.entitlements.spendMainQuiz(user.id, now, tx))) throw fail.allowance();
          const [row] = await tx
            .insert(a)
            .values({
              userId: user.id,
              quizId,
              quizVersion: quiz.version,
              questions: quiz.questions,
              status: 'inprogress',
              spentMainQuiz: q.blog.exclusive,
              total: quiz.questions.length,
              startedAt: now,
              updatedAt: now,
            })
            .returning();
          return row!;
        });
      let row: AttemptRow;
      try {
        row = await attempt();
      } catch (error) {
        // A parallel start created the open attempt first (and this one's spend rolled back): resume it.
        if (!isUniqueViolation(error)) throw error;
        row = await attempt();
      }
      return progressOf(row, user.id, lang, now);
    },

    async save(userId: number, quizId: number, lang: Lang, now: Date): Promise<QuizProgress> {
      const open = await requireInProgress(userId, quizId);
      const [row] = await db
        .update(a)
        .set({ status: 'saved', updatedAt: now })
        .where(and(eq(a.id, open.id), eq(a.status, 'inprogress')))
        .returning();
      if (!row) throw fail.saved();
      return progressOf(row, userId, lang, now);
    },

    async progress(userId: number, quizId: number, lang: Lang, now: Date): Promise<QuizProgress> {
      await one(eq(articleQuizzes.id, quizId));
      return progressOf(await requireOpen(userId, quizId), userId, lang, now);
    },

    async submit(
      userId: number,
      quizId: number,
      qid: number,
      selected: number[],
      now: Date,
    ): Promise<QuizSubmitResponse> {
      const attempt = await requireInProgress(userId, quizId);
      // The version is checked by the store statement; a bad answer checks it first so an
      // edited quiz answers "Data has been changed" rather than judging against old questions.
      const invalid = async (reason: string) => {
        if (attempt.quizVersion !== (await currentVersion(quizId))) return fail.dataChanged();
        return fail.answer(reason);
      };
      const q = attempt.questions[qid - 1];
      if (!q) throw (await currentVersion(quizId)) !== attempt.quizVersion ? fail.dataChanged() : fail.question();
      const choices = q.en.choices.length;
      if (selected.some((i) => i >= choices)) throw await invalid('choice out of range');
      if (new Set(selected).size !== selected.length) throw await invalid('a choice is repeated');
      // One statement: the answer is stored only while the attempt is in progress on the quiz's
      // current version (FOR SHARE waits for a finish in flight and then sees it finished), the
      // attempt's updatedAt moves with it, and the answered questions come back (the CTE's
      // insert is not visible to the outer select, hence the union).
      const stored = (await db.execute(sql`
        with stored as (
          insert into ${quizAttemptAnswers} (attempt_id, question_id, selected_answers, answered_at)
          select ${a.id}, ${qid}, ${JSON.stringify(selected)}::jsonb, ${now.toISOString()}::timestamptz
          from ${a} join ${articleQuizzes} on ${articleQuizzes.id} = ${a.quizId}
          where ${a.id} = ${attempt.id} and ${a.status} = 'inprogress' and ${a.quizVersion} = ${articleQuizzes.version}
          for share of ${a}
          on conflict (attempt_id, question_id)
            do update set selected_answers = excluded.selected_answers, answered_at = excluded.answered_at
          returning question_id
        ), touched as (
          update ${a} set updated_at = ${now.toISOString()}::timestamptz
          where ${a.id} = ${attempt.id} and exists (select 1 from stored)
          returning ${a.id}
        )
        select (select count(*) from stored)::int as stored,
          array(select question_id from ${quizAttemptAnswers} where attempt_id = ${attempt.id}
            union select question_id from stored) as answered`)) as unknown as {
        rows: Array<{ stored: number; answered: number[] }>;
      };
      const row = stored.rows[0];
      if (!row || Number(row.stored) === 0) {
        if (attempt.quizVersion !== (await currentVersion(quizId))) throw fail.dataChanged();
        throw fail.submit();
      }
      const answered = new Set(row.answered.map(Number));
      let next: number | null = null;
      for (let offset = 1; offset <= attempt.total; offset += 1) {
        const id = ((qid - 1 + offset) % attempt.total) + 1;
        if (!answered.has(id)) {
          next = id;
          break;
        }
      }
      return {
        questionId: qid,
        selectedAnswers: selected,
        answeredCount: answered.size,
        total: attempt.total,
        nextQuestionId: next,
      };
    },

    /** Reveals a question's hint; the first reveal per question and attempt takes one hint from the allowance. */
    async hint(userId: number, quizId: number, qid: number, lang: Lang, now: Date): Promise<QuizHintResponse> {
      const attempt = await requireInProgress(userId, quizId);
      if (attempt.quizVersion !== (await currentVersion(quizId))) throw fail.dataChanged();
      const q = question(attempt, qid);
      if (!(await deps.entitlements.info(userId, now)).active) throw fail.hintSubscription();
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(quizAttemptHints)
          .values({ attemptId: attempt.id, questionId: qid, revealedAt: now })
          .onConflictDoNothing()
          .returning({ questionId: quizAttemptHints.questionId });
        let remaining: number;
        if (inserted.length === 1) {
          const left = await deps.entitlements.spendHint(userId, now, tx);
          if (left === null) throw fail.noHints();
          remaining = left;
        } else remaining = (await deps.entitlements.info(userId, now, tx)).remainingHint;
        return { questionId: qid, hint: q[lang].hint, remainingHints: remaining, spent: inserted.length === 1 };
      });
    },

    /**
     * Finishes the in-progress attempt: grades it and, in the same transaction, credits the
     * quiz's points once per user and quiz (earn-points flag), creates the physical reward's
     * tracking and the certificate (when the user has a profile name).
     */
    async finish(userId: number, quizId: number, lang: Lang, now: Date): Promise<QuizResult> {
      const attemptId = await db.transaction(async (tx) => {
        const attempt = await requireInProgress(userId, quizId, tx, true);
        const [quiz] = await tx.select().from(articleQuizzes).where(eq(articleQuizzes.id, quizId)).limit(1);
        if (!quiz) throw fail.notFound();
        if (attempt.quizVersion !== quiz.version) throw fail.dataChanged();
        const answers = await tx.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attempt.id));
        if (answers.length < attempt.total) throw fail.incomplete();
        const correctCount = attempt.questions.filter((q, i) => {
          const answer = answers.find((x) => x.questionId === i + 1);
          return answer !== undefined && sameSet(answer.selectedAnswers, q.correct);
        }).length;
        const grade = quizGrade(correctCount, attempt.total);
        const passed = quizPassed(grade);
        let pointsEarned = 0;
        let pointsIfSubscribed = 0;
        let alreadyCredited = false;
        if (passed && quiz.rewardPoints > 0) {
          const sourceKey = `quiz:${quizId}`;
          const info = await deps.entitlements.info(userId, now, tx);
          if (info.earnPoints) {
            const balance = await deps.points.credit(userId, quiz.rewardPoints, 'Main quiz passed', { tx, sourceKey });
            if (balance === null) alreadyCredited = true;
            else pointsEarned = quiz.rewardPoints;
          } else {
            const [credited] = await tx
              .select({ id: pointLedger.id })
              .from(pointLedger)
              .where(and(eq(pointLedger.userId, userId), eq(pointLedger.sourceKey, sourceKey)))
              .limit(1);
            if (credited) alreadyCredited = true;
            else pointsIfSubscribed = quiz.rewardPoints;
          }
        }
        const [finished] = await tx
          .update(a)
          .set({
            status: 'finished',
            correctCount,
            score: scoreOf(correctCount, attempt.total),
            grade,
            passed,
            pointsEarned,
            pointsIfSubscribed,
            alreadyCredited,
            finishedAt: now,
            updatedAt: now,
          })
          .where(and(eq(a.id, attempt.id), eq(a.status, 'inprogress')))
          .returning();
        if (!finished) throw fail.finished();
        const reward = quiz.physicalReward;
        if (passed && reward && (!reward.aPlusOnly || grade === 'A+')) {
          // One physical reward per user and quiz (only one attempt of a quiz can be open at a time).
          const [earlier] = await tx
            .select({ id: rewardTrackings.id })
            .from(rewardTrackings)
            .innerJoin(a, eq(a.id, rewardTrackings.sourceId))
            .where(and(eq(rewardTrackings.source, 'quiz'), eq(rewardTrackings.userId, userId), eq(a.quizId, quizId)))
            .limit(1);
          if (!earlier) {
            await deps.rewardTrackings.create(
              tx,
              {
                userId,
                source: 'quiz',
                sourceId: attempt.id,
                kind: 'physical',
                rewardNameEn: reward.en,
                rewardNameTh: reward.th,
              },
              now,
            );
          }
        }
        if (passed) await issueCertificate(tx, finished, userId, now);
        return finished.id;
      });
      return api.result(userId, quizId, lang, attemptId);
    },

    /** The last finished attempt (or the given one), with correct answers and explanations. */
    async result(userId: number, quizId: number, lang: Lang, attemptId?: number): Promise<QuizResult> {
      const q = await one(eq(articleQuizzes.id, quizId));
      const attempt = attemptId
        ? ((
            await db
              .select()
              .from(a)
              .where(and(eq(a.id, attemptId), eq(a.userId, userId)))
              .limit(1)
          )[0] ?? null)
        : await lastFinished(userId, quizId);
      if (!attempt || attempt.status !== 'finished' || !attempt.finishedAt) throw fail.noResult();
      const answers = await db.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attempt.id));
      const [cert] = await db.select().from(certificates).where(eq(certificates.attemptId, attempt.id)).limit(1);
      const tracking = await deps.rewardTrackings.findBySource('quiz', attempt.id);
      return {
        quizId,
        attemptId: attempt.id,
        slug: q.quiz.slug,
        title: q.titles[lang],
        correctCount: attempt.correctCount ?? 0,
        total: attempt.total,
        score: attempt.score ?? 0,
        grade: (attempt.grade ?? 'F') as QuizGrade,
        passed: attempt.passed === true,
        pointsEarned: attempt.pointsEarned,
        pointsIfSubscribed: attempt.pointsIfSubscribed,
        alreadyCredited: attempt.alreadyCredited,
        rewardPoints: q.quiz.rewardPoints,
        questions: attempt.questions.map((question, i) => {
          const selectedAnswers = answers.find((x) => x.questionId === i + 1)?.selectedAnswers ?? [];
          return {
            id: i + 1,
            question: question[lang].question,
            choices: question[lang].choices,
            selectedAnswers,
            correctAnswers: question.correct,
            correct: sameSet(selectedAnswers, question.correct),
            explanation: question[lang].explanation,
          };
        }),
        rewardTracking: tracking
          ? {
              id: tracking.id,
              status: tracking.status,
              rewardName: lang === 'th' ? tracking.rewardNameTh : tracking.rewardNameEn,
            }
          : null,
        certificate: cert ? { publicId: cert.publicId, issuedAt: cert.issuedAt.toISOString() } : null,
        certificateNeedsName: attempt.passed === true && !cert,
        startedAt: attempt.startedAt.toISOString(),
        finishedAt: attempt.finishedAt.toISOString(),
      };
    },

    /** The certificate of the user's last pass of the quiz, issued now if it waited for a profile name. */
    async certificate(userId: number, quizId: number, now: Date): Promise<QuizCertificate> {
      await one(eq(articleQuizzes.id, quizId));
      const pass = await lastFinished(userId, quizId, db, true);
      if (!pass) throw fail.noCertificate();
      const row = await db.transaction((tx) => issueCertificate(tx, pass, userId, now));
      if (!row) throw fail.name();
      return certificateOut(row);
    },

    async publicCertificate(publicId: string): Promise<QuizCertificate> {
      const [row] = await db.select().from(certificates).where(eq(certificates.publicId, publicId)).limit(1);
      if (!row) throw fail.noCertificate();
      return certificateOut(row);
    },

    async history(
      userId: number,
      query: { result: 'all' | 'pass' | 'fail'; name?: string; _start: number; _limit: number },
      lang: Lang,
    ): Promise<QuizHistoryRecord[]> {
      const rows = await db
        .select({
          attempt: a,
          quiz: articleQuizzes,
          blog: blogs,
          category: categories,
          certificateId: certificates.publicId,
        })
        .from(a)
        .innerJoin(articleQuizzes, eq(articleQuizzes.id, a.quizId))
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .leftJoin(categories, eq(categories.id, blogs.categoryId))
        .leftJoin(certificates, eq(certificates.attemptId, a.id))
        .where(historyWhere(userId, query))
        .orderBy(desc(a.finishedAt), desc(a.id))
        .limit(query._limit)
        .offset(query._start);
      const titled = await withTitles(rows);
      return rows.map((row, i) => ({
        id: row.attempt.id,
        quizId: row.quiz.id,
        slug: row.quiz.slug,
        questionTitle: titled[i]!.titles[lang],
        completedDate: row.attempt.finishedAt!.toISOString(),
        duration: Math.max(0, Math.round((row.attempt.finishedAt!.getTime() - row.attempt.startedAt.getTime()) / 1000)),
        rewardPoint: row.quiz.rewardPoints,
        amount: row.attempt.pointsEarned,
        result: row.attempt.passed ? 'pass' : 'fail',
        grade: (row.attempt.grade ?? 'F') as QuizGrade,
        score: row.attempt.score ?? 0,
        certificateId: row.certificateId,
      }));
    },

    async historyCount(userId: number, query: { result: 'all' | 'pass' | 'fail'; name?: string }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(a).where(historyWhere(userId, query));
      return Number(row?.n ?? 0);
    },

    async pending(
      userId: number,
      query: { name?: string; _start: number; _limit: number },
      lang: Lang,
    ): Promise<{ items: PendingQuiz[]; total: number }> {
      const where = and(eq(a.userId, userId), inArray(a.status, [...OPEN]), nameFilter(query.name));
      const rows = await db
        .select({ attempt: a, quiz: articleQuizzes, blog: blogs, category: categories })
        .from(a)
        .innerJoin(articleQuizzes, eq(articleQuizzes.id, a.quizId))
        .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
        .leftJoin(categories, eq(categories.id, blogs.categoryId))
        .where(where)
        .orderBy(desc(a.updatedAt), desc(a.id))
        .limit(query._limit)
        .offset(query._start);
      const titled = await withTitles(rows);
      const counts = rows.length
        ? await db
            .select({ attemptId: quizAttemptAnswers.attemptId, n: count() })
            .from(quizAttemptAnswers)
            .where(
              inArray(
                quizAttemptAnswers.attemptId,
                rows.map((r) => r.attempt.id),
              ),
            )
            .groupBy(quizAttemptAnswers.attemptId)
        : [];
      const [total] = await db.select({ n: count() }).from(a).where(where);
      return {
        items: rows.map((row, i) => ({
          attemptId: row.attempt.id,
          quizId: row.quiz.id,
          slug: row.quiz.slug,
          title: titled[i]!.titles[lang],
          status: row.attempt.status as 'inprogress' | 'saved',
          answeredCount: Number(counts.find((c) => c.attemptId === row.attempt.id)?.n ?? 0),
          total: row.attempt.total,
          current: row.attempt.quizVersion === row.quiz.version,
          updatedAt: row.attempt.updatedAt.toISOString(),
        })),
        total: Number(total?.n ?? 0),
      };
    },
  };
  return api;

  function nameFilter(name: string | undefined): SQL | undefined {
    const text = name?.trim();
    if (!text) return undefined;
    const pattern = likePattern(text);
    // The article's title in either language, or one of the attempt's questions (as it was played).
    return sql`(exists (select 1 from ${blogTranslations} join ${articleQuizzes} q2 on q2.blog_id = ${blogTranslations.blogId}
      where q2.id = ${a.quizId} and ${blogTranslations.title} ilike ${pattern})
      or exists (select 1 from jsonb_array_elements(${a.questions}) qq
      where qq->'en'->>'question' ilike ${pattern} or qq->'th'->>'question' ilike ${pattern}))`;
  }

  function historyWhere(userId: number, query: { result: 'all' | 'pass' | 'fail'; name?: string }) {
    return and(
      eq(a.userId, userId),
      eq(a.status, 'finished'),
      query.result === 'pass' ? eq(a.passed, true) : query.result === 'fail' ? eq(a.passed, false) : undefined,
      nameFilter(query.name),
    );
  }
}
