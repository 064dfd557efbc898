import { eq } from 'drizzle-orm';
import type {
  Language,
  QuizDiscardResponse,
  QuizHintResponse,
  QuizProgress,
  QuizResult,
  QuizSubmitResponse,
} from '@academy/contracts';
import type { Db } from '../../../../db/client.ts';
import { isUniqueViolation } from '../../../../lib/database-errors.ts';
import { articleQuizzes } from '../../../../db/schema/index.ts';
import type { EntitlementsRepository } from '../../../commerce/index.ts';
import {
  clearAnswersAndHints,
  deleteOpenAttempt,
  findLastFinished,
  findOpenAttempt,
  insertAttempt,
  insertHint,
  storeAnswer,
  updateAttempt,
  updateAttemptInProgress,
  type AttemptRow,
} from '../repository/attempts.ts';
import { findQuiz } from '../repository/quizzes.ts';
import { recordShown, revealedSlugs } from '../repository/revealed.ts';
import { drawAttempt } from '../draw.ts';
import { quizErrors } from '../errors.ts';
import { finishAttempt, type FinishDeps } from './finish.ts';
import {
  noOpenAttempt,
  question,
  requireInProgress,
  requireOpen,
  requirePublishedQuiz,
  requireQuizVersion,
  retakeAvailableAt,
} from './guards.ts';
import { attemptProgress } from './progress.ts';

export interface QuizUser {
  id: number;
  kycStatus: string;
}

/**
 * Playing a main quiz: the attempt's state machine inprogress -> saved -> inprogress ->
 * finished (or discarded). A new attempt draws its questions from the pool (../draw.ts) after the
 * retake cool-down. Every spend (main quiz allowance, hint) happens inside the transaction that
 * records what used it; finishing grades and rewards (finish.ts), then answers with the result.
 */
export function quizAttemptsService(
  db: Db,
  deps: FinishDeps & { entitlements: EntitlementsRepository },
  results: { result(userId: number, quizId: number, lang: Language, attemptId?: number): Promise<QuizResult> },
  options: { retakeCooldownHours: number },
) {
  const progressOf = (attempt: AttemptRow, userId: number, lang: Language, now: Date) =>
    attemptProgress(db, deps.entitlements, attempt, userId, lang, now);

  return {
    /**
     * Starts (or resumes) the user's attempt. A saved attempt goes back to inprogress; an open
     * attempt on an older version restarts on the current one with a fresh draw (its allowance
     * was already spent). A new attempt waits for the retake cool-down after the last finished
     * one, draws its questions, and (exclusive quiz) takes one main quiz from the allowance, all
     * in one transaction.
     */
    async start(user: QuizUser, quizId: number, lang: Language, now: Date): Promise<QuizProgress> {
      const q = await requirePublishedQuiz(db, eq(articleQuizzes.id, quizId));
      if (user.kycStatus !== 'verified') throw quizErrors.kyc();
      if (q.blog.exclusive && !(await deps.entitlements.info(user.id, now)).active) throw quizErrors.subscription();
      const attempt = async () =>
        db.transaction(async (tx) => {
          const open = await findOpenAttempt(tx, user.id, quizId, true);
          const quiz = await findQuiz(tx, quizId);
          if (!quiz) throw quizErrors.notFound();
          if (open) {
            if (open.quizVersion !== quiz.version) {
              // The old draw was on screen: the new one asks none of it.
              await recordShown(tx, open, null, now);
              await clearAnswersAndHints(tx, open.id);
              const drawn = drawAttempt(quiz.questions, await revealedSlugs(tx, user.id, quizId));
              return updateAttempt(tx, open.id, {
                quizVersion: quiz.version,
                ...drawn,
                status: 'inprogress',
                startedAt: now,
                updatedAt: now,
              });
            }
            if (open.status === 'inprogress') return open;
            return updateAttempt(tx, open.id, { status: 'inprogress', updatedAt: now });
          }
          const availableAt = retakeAvailableAt(
            await findLastFinished(tx, user.id, quizId),
            options.retakeCooldownHours,
          );
          if (availableAt && availableAt > now) throw quizErrors.cooldown();
          if (q.blog.exclusive && !(await deps.entitlements.spendMainQuiz(user.id, now, tx))) {
            throw quizErrors.allowance();
          }
          const drawn = drawAttempt(quiz.questions, await revealedSlugs(tx, user.id, quizId));
          return insertAttempt(tx, {
            userId: user.id,
            quizId,
            quizVersion: quiz.version,
            ...drawn,
            status: 'inprogress',
            spentMainQuiz: q.blog.exclusive,
            startedAt: now,
            updatedAt: now,
          });
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

    async save(userId: number, quizId: number, lang: Language, now: Date): Promise<QuizProgress> {
      const open = await requireInProgress(db, userId, quizId);
      const row = await updateAttemptInProgress(db, open.id, { status: 'saved', updatedAt: now });
      if (!row) throw quizErrors.saved();
      return progressOf(row, userId, lang, now);
    },

    async progress(userId: number, quizId: number, lang: Language, now: Date): Promise<QuizProgress> {
      await requirePublishedQuiz(db, eq(articleQuizzes.id, quizId));
      return progressOf(await requireOpen(db, userId, quizId), userId, lang, now);
    },

    async submit(
      userId: number,
      quizId: number,
      qid: number,
      selected: number[],
      now: Date,
    ): Promise<QuizSubmitResponse> {
      const attempt = await requireInProgress(db, userId, quizId);
      // The version is checked by the store statement; a bad answer checks it first so an
      // edited quiz answers "Data has been changed" rather than judging against old questions.
      const changed = async () => attempt.quizVersion !== (await requireQuizVersion(db, quizId));
      const invalid = async (reason: string) =>
        (await changed()) ? quizErrors.dataChanged() : quizErrors.answer(reason);
      const q = attempt.questions[qid - 1];
      if (!q) throw (await changed()) ? quizErrors.dataChanged() : quizErrors.question();
      const choices = q.en.choices.length;
      if (selected.some((i) => i >= choices)) throw await invalid('choice out of range');
      if (new Set(selected).size !== selected.length) throw await invalid('a choice is repeated');
      const { stored, answered: answeredIds } = await storeAnswer(db, attempt.id, qid, selected, now);
      if (!stored) {
        if (await changed()) throw quizErrors.dataChanged();
        throw quizErrors.submit();
      }
      const answered = new Set(answeredIds);
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
    async hint(userId: number, quizId: number, qid: number, lang: Language, now: Date): Promise<QuizHintResponse> {
      const attempt = await requireInProgress(db, userId, quizId);
      if (attempt.quizVersion !== (await requireQuizVersion(db, quizId))) throw quizErrors.dataChanged();
      const q = question(attempt, qid);
      if (!(await deps.entitlements.info(userId, now)).active) throw quizErrors.hintSubscription();
      return db.transaction(async (tx) => {
        const spent = await insertHint(tx, attempt.id, qid, now);
        let remaining: number;
        if (spent) {
          const left = await deps.entitlements.spendHint(userId, now, tx);
          if (left === null) throw quizErrors.noHints();
          remaining = left;
        } else remaining = (await deps.entitlements.info(userId, now, tx)).remainingHint;
        return { questionId: qid, hint: q[lang].hint, remainingHints: remaining, spent };
      });
    },

    /**
     * Discards the user's open attempt (the leave dialog's "Discard"): it and its answers are
     * deleted and, in the same transaction, its questions count as shown (they were on screen: a
     * graded attempt never asks them, so discarding cannot preview the pool or re-roll a draw).
     * Its answers are never revealed, it starts no cool-down, and a spent main quiz stays spent.
     */
    async discard(userId: number, quizId: number, now: Date): Promise<QuizDiscardResponse> {
      const discarded = await db.transaction(async (tx) => {
        const gone = await deleteOpenAttempt(tx, userId, quizId);
        if (gone) await recordShown(tx, gone, null, now);
        return gone !== null;
      });
      if (!discarded) throw await noOpenAttempt(db, userId, quizId);
      return { quizId, discarded: true };
    },

    /** Finishes the in-progress attempt (finish.ts) and answers with its result. */
    async finish(userId: number, quizId: number, lang: Language, now: Date): Promise<QuizResult> {
      const attemptId = await db.transaction(async (tx) => {
        const attempt = await requireInProgress(tx, userId, quizId, true);
        return finishAttempt(tx, deps, attempt, now);
      });
      return results.result(userId, quizId, lang, attemptId);
    },
  };
}
