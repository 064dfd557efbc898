import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popQuizHistories } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Language, PopQuizQuestion } from '@academy/contracts';
import type { PopQuizWindow, PopQuizWindowsRepository } from '../pop-quizzes.ts';
import { questionView } from '../pop-quiz-views.ts';
import { drawQuestion } from './draw-question.ts';
import { popQuizErrors } from './errors.ts';
import type { PopQuizTries } from './tries.ts';

/**
 * GET question: opens the learner's try (drawing its question, starting the clock) or returns the
 * existing one; the clock is never restarted. Tests: test/routes/client/pop-quizzes/open.test.ts.
 */
export function popQuizOpening(db: Db, windows: PopQuizWindowsRepository, tries: PopQuizTries) {
  const { timeLimitMaxSeconds } = windows.schedule;
  const effectiveLimit = (window: PopQuizWindow) =>
    timeLimitMaxSeconds ? Math.min(window.timeLimitSeconds, timeLimitMaxSeconds) : window.timeLimitSeconds;

  async function open(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
    return db.transaction(async (tx) => {
      await tries.lockUser(tx, userId);
      await tries.closeOverdue(userId, now, tx);
      const window = await windows.find(popQuizId, tx);
      if (!window) throw notFound('Pop quiz');
      let history = await tries.findTry(tx, userId, popQuizId);
      if (!history) {
        if (now.getTime() < window.startsAt.getTime()) throw popQuizErrors.notAvailable();
        if (now.getTime() >= window.endsAt.getTime()) throw popQuizErrors.expired();
        if (window.rewardRemaining <= 0) throw popQuizErrors.outOfReward();
        if (await tries.cooldownEndsAt(userId, now, tx)) throw popQuizErrors.notAvailable();
        const [other] = await tx
          .select({ id: popQuizHistories.id })
          .from(popQuizHistories)
          .where(
            and(
              eq(popQuizHistories.userId, userId),
              eq(popQuizHistories.status, 'inprogress'),
              ne(popQuizHistories.popQuizId, popQuizId),
            ),
          )
          .limit(1);
        if (other) throw popQuizErrors.notAvailable();
        const drawn = await drawQuestion(tx, userId, now);
        if (!drawn) throw popQuizErrors.notAvailable();
        const [created] = await tx
          .insert(popQuizHistories)
          .values({
            userId,
            popQuizId,
            questionId: drawn.id,
            status: 'inprogress',
            openedAt: now,
            deadlineAt: new Date(now.getTime() + effectiveLimit(window) * 1000),
          })
          .onConflictDoNothing()
          .returning();
        history = created ?? (await tries.findTry(tx, userId, popQuizId));
        if (!history) throw popQuizErrors.submitFailed();
      }
      const question = await tries.findQuestion(tx, history.questionId);
      const cooldown = history.status === 'inprogress' ? null : await tries.cooldownEndsAt(userId, now, tx);
      const reveal = await tries.revealAt(window, tx);
      return questionView(history, window, question, { lang, now, cooldown, revealAt: reveal });
    });
  }

  return { open };
}
