import type { Db } from '../../../../db/client.ts';
import { notFound } from '../../../../lib/app-error.ts';
import { shuffled } from '../../../../lib/shuffle.ts';
import type { Language, PopQuizQuestion } from '@academy/contracts';
import type { PopQuizWindow, PopQuizWindowsRepository } from '../windows-repository.ts';
import { asOf, questionView } from '../views.ts';
import { drawQuestion } from '../draw-question.ts';
import type { PopQuizTriesRepository } from '../tries-repository.ts';
import { popQuizErrors } from './errors.ts';
import type { PopQuizTimes } from './times.ts';

/**
 * POST open: starts the learner's try (drawing its question and its order of the choices,
 * starting the clock) or returns the existing one; the clock is never restarted. GET question
 * (`view`) only reads the try: 409 QUIZ_NOT_STARTED when there is none, never one made.
 * Tests: test/modules/learning/pop-quiz/open.test.ts.
 */
export function popQuizOpening(
  db: Db,
  windows: PopQuizWindowsRepository,
  tries: PopQuizTriesRepository,
  times: PopQuizTimes,
) {
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
        if (await times.cooldownEndsAt(userId, now, tx)) throw popQuizErrors.notAvailable();
        if (await tries.inProgressElsewhere(tx, userId, popQuizId)) throw popQuizErrors.notAvailable();
        const drawn = await drawQuestion(tx, userId, window, now);
        if (!drawn) throw popQuizErrors.notAvailable();
        const created = await tries.insertTry(tx, {
          userId,
          popQuizId,
          questionId: drawn.question.id,
          choiceOrder: shuffled(drawn.question.en.choices.map((_, i) => i)),
          revealsAnswer: user?.kycStatus === 'verified',
          practice: drawn.practice,
          status: 'inprogress',
          openedAt: now,
          deadlineAt: new Date(now.getTime() + effectiveLimit(window) * 1000),
        });
        history = created ?? (await tries.findTry(tx, userId, popQuizId));
        if (!history) throw popQuizErrors.submitFailed();
      }
      const question = await times.requireQuestion(tx, history.questionId);
      const cooldown = history.status === 'inprogress' ? null : await times.cooldownEndsAt(userId, now, tx);
      const reveal = await times.revealAt(window, tx);
      return questionView(history, window, question, { lang, now, cooldown, revealAt: reveal });
    });
  }

  async function view(userId: number, popQuizId: number, lang: Language, now: Date): Promise<PopQuizQuestion> {
    const window = await windows.find(popQuizId);
    if (!window) throw notFound();
    const found = await tries.findTry(db, userId, popQuizId);
    if (!found) throw popQuizErrors.notStarted();
    const history = asOf(found, now);
    const question = await times.requireQuestion(db, history.questionId);
    const cooldown = history.status === 'inprogress' ? null : await times.cooldownEndsAt(userId, now);
    const reveal = await times.revealAt(window);
    return questionView(history, window, question, { lang, now, cooldown, revealAt: reveal });
  }

  return { open, view };
}
