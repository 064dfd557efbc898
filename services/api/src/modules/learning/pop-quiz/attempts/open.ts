import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { popQuizHistories } from '../../../../db/schema/index.ts';
import { notFound } from '../../../../lib/app-error.ts';
import { shuffled } from '../../../../lib/shuffle.ts';
import type { Language, PopQuizQuestion } from '@academy/contracts';
import type { PopQuizWindow, PopQuizWindowsRepository } from '../windows-repository.ts';
import { asOf, questionView } from '../views.ts';
import { drawQuestion } from './draw-question.ts';
import { popQuizErrors } from './errors.ts';
import type { PopQuizTries } from './tries.ts';

/**
 * POST open: starts the learner's try (drawing its question and its order of the choices,
 * starting the clock) or returns the existing one; the clock is never restarted. GET question
 * (`view`) only reads the try: 409 QUIZ_NOT_STARTED when there is none, never one made.
 * Tests: test/modules/learning/pop-quiz/open.test.ts.
 */
export function popQuizOpening(db: Db, windows: PopQuizWindowsRepository, tries: PopQuizTries) {
  const { timeLimitMaxSeconds } = windows.schedule;
  const effectiveLimit = (window: PopQuizWindow) =>
    timeLimitMaxSeconds ? Math.min(window.timeLimitSeconds, timeLimitMaxSeconds) : window.timeLimitSeconds;

  async function open(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
    return db.transaction(async (tx) => {
      const [user] = await tries.lockUser(tx, userId);
      await tries.closeOverdue(userId, now, tx);
      const window = await windows.find(popQuizId, tx);
      if (!window) throw notFound();
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
        const drawn = await drawQuestion(tx, userId, window, now);
        if (!drawn) throw popQuizErrors.notAvailable();
        const [created] = await tx
          .insert(popQuizHistories)
          .values({
            userId,
            popQuizId,
            questionId: drawn.question.id,
            choiceOrder: shuffled(drawn.question.en.choices.map((_, i) => i)),
            revealsAnswer: user?.kycStatus === 'verified',
            practice: drawn.practice,
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

  async function view(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
    const window = await windows.find(popQuizId);
    if (!window) throw notFound();
    const found = await tries.findTry(db, userId, popQuizId);
    if (!found) throw popQuizErrors.notStarted();
    const history = asOf(found, now);
    const question = await tries.findQuestion(db, history.questionId);
    const cooldown = history.status === 'inprogress' ? null : await tries.cooldownEndsAt(userId, now);
    const reveal = await tries.revealAt(window);
    return questionView(history, window, question, { lang, now, cooldown, revealAt: reveal });
  }

  return { open, view };
}
