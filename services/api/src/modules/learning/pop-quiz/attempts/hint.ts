import type { Db } from '../../../../db/client.ts';
import { notFound } from '../../../../lib/app-error.ts';
import type { Language } from '@academy/contracts';
import type { EntitlementsRepository } from '../../../commerce/index.ts';
import type { PopQuizWindowsRepository } from '../windows-repository.ts';
import type { PopQuizTriesRepository } from '../tries-repository.ts';
import { popQuizErrors } from './errors.ts';
import type { PopQuizTimes } from './times.ts';

/**
 * POST hint: subscribers only; the first call spends one hint of the allowance, later calls show
 * it again. Tests: test/modules/learning/pop-quiz/hint.test.ts.
 */
export function popQuizHints(
  db: Db,
  windows: PopQuizWindowsRepository,
  entitlements: EntitlementsRepository,
  tries: PopQuizTriesRepository,
  times: PopQuizTimes,
) {
  async function hint(userId: number, popQuizId: number, questionId: number, lang: Language, now: Date) {
    const outcome = await db.transaction(async (tx) => {
      const history = await tries.findTry(tx, userId, popQuizId, true);
      if (!history) {
        if (!(await windows.find(popQuizId, tx))) throw notFound();
        throw popQuizErrors.submitFailed();
      }
      if (history.questionId !== questionId) throw notFound();
      if (history.status !== 'inprogress') throw popQuizErrors.submitFailed();
      if (now.getTime() > history.deadlineAt.getTime()) {
        await tries.closeOverdue(userId, now, tx);
        return { timeOver: true as const };
      }
      const question = await times.requireQuestion(tx, questionId);
      if (history.hintUsed) {
        const info = await entitlements.info(userId, now, tx);
        return { timeOver: false as const, hint: question[lang].hint, remainingHint: info.remainingHint };
      }
      const left = await entitlements.spendHint(userId, now, tx);
      if (left === null) {
        throw (await entitlements.info(userId, now, tx)).active
          ? popQuizErrors.noHints()
          : popQuizErrors.hintSubscription();
      }
      await tries.updateTry(tx, history.id, { hintUsed: true });
      return { timeOver: false as const, hint: question[lang].hint, remainingHint: left };
    });
    if (outcome.timeOver) throw popQuizErrors.timeOver();
    return { hint: outcome.hint, remainingHint: outcome.remainingHint };
  }

  return { hint };
}
