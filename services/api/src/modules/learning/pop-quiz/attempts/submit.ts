import type { Db } from '../../../../db/client.ts';
import type { PopQuizHistoryStatus } from '../../../../db/schema/index.ts';
import { notFound, validationFailed } from '../../../../lib/app-error.ts';
import type { Language, PopQuizResult } from '@academy/contracts';
import type { PopQuizWindowsRepository } from '../windows-repository.ts';
import { choiceOrderOf, resultView } from '../views.ts';
import { popQuizErrors } from './errors.ts';
import type { PopQuizTriesRepository } from '../tries-repository.ts';
import type { PopQuizRewards } from './rewards.ts';
import type { PopQuizTimes } from './times.ts';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * POST submit: right or wrong, never which choice is right. The choices are positions in the
 * learner's own order (`choice_order`). Wrong -> `failed`; correct -> one quota unit in one
 * conditional UPDATE, in the same transaction as the try and its reward, or `outofreward` when
 * the quota ran out first; a practice try (a retired question) `completed` earning nothing; after
 * the deadline `failed` with time over.
 * Tests: test/modules/learning/pop-quiz/submit.test.ts and concurrency.test.ts.
 */
export function popQuizSubmission(
  db: Db,
  windows: PopQuizWindowsRepository,
  tries: PopQuizTriesRepository,
  times: PopQuizTimes,
  rewards: Pick<PopQuizRewards, 'award'>,
) {
  const { cooldownMinutes } = windows.schedule;

  /** Throws QUIZ_TIME_OVER after recording the failed try. */
  async function submit(
    userId: number,
    popQuizId: number,
    questionId: number,
    selectedAnswers: number[],
    lang: Language,
    now: Date,
  ): Promise<PopQuizResult> {
    const outcome = await db.transaction(async (tx) => {
      const history = await tries.findTry(tx, userId, popQuizId, true);
      const window = await windows.find(popQuizId, tx);
      if (!window) throw notFound();
      if (!history) {
        if (now.getTime() >= window.endsAt.getTime()) throw popQuizErrors.expired();
        throw popQuizErrors.submitFailed();
      }
      if (history.questionId !== questionId) throw notFound();
      if (history.status !== 'inprogress') throw popQuizErrors.submitFailed();
      if (now.getTime() > history.deadlineAt.getTime()) {
        await tries.updateTry(tx, history.id, {
          status: 'failed',
          failReason: 'time-over',
          finishedAt: history.deadlineAt,
        });
        return { timeOver: true as const };
      }
      const question = await times.requireQuestion(tx, history.questionId);
      const choiceCount = question.en.choices.length;
      if (selectedAnswers.some((i) => i >= choiceCount)) {
        throw validationFailed(`choices are 0-${choiceCount - 1}`, 'selectedAnswers');
      }
      const selected = [...selectedAnswers].sort((a, b) => a - b);
      const order = choiceOrderOf(history, question);
      let won: Awaited<ReturnType<PopQuizRewards['award']>> | null = null;
      let status: PopQuizHistoryStatus = 'failed';
      if (
        sameSet(
          selected.map((k) => order[k]!),
          question.correct,
        )
      ) {
        if (history.practice) status = 'completed';
        else if (await windows.takeReward(popQuizId, tx)) {
          won = await rewards.award(tx, history, window, now);
          status = won.status;
        } else status = 'outofreward';
      }
      const updated = await tries.updateTry(tx, history.id, {
        status,
        failReason: status === 'failed' ? 'wrong' : null,
        finishedAt: now,
        selectedAnswers: selected,
        pointsEarned: won?.pointsEarned ?? 0,
        kkubAmount: won?.kkub?.amount ?? null,
        kkubOutcome: won?.kkub?.outcome ?? null,
      });
      const reveal = await times.revealAt(window, tx);
      return { timeOver: false as const, history: updated, question, point: won?.point ?? null, reveal };
    });
    if (outcome.timeOver) throw popQuizErrors.timeOver();
    // This try just finished at `now`, the latest of the user's: the cool-down runs from it.
    const cooldown = cooldownMinutes > 0 ? new Date(now.getTime() + cooldownMinutes * 60_000) : null;
    return resultView(outcome.history, outcome.question, {
      lang,
      now,
      revealAt: outcome.reveal,
      point: outcome.point,
      cooldown,
    });
  }

  return { submit };
}
