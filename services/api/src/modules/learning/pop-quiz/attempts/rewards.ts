/**
 * What a correct answer that took a quota unit earns: the window's points at once; a KKUB reward
 * to the learner's exchange-linked wallet through the payout job (`pending` until the job settles
 * it), or points only without such a wallet. Tests: test/modules/learning/pop-quiz/kkub.test.ts.
 */
import type { DbOrTx } from '../../../../db/client.ts';
import type { PopQuizKkubOutcome } from '../../../../db/schema/index.ts';
import { POINTS_PER_KKUB } from '@academy/contracts';
import { enqueuePayout, payoutWallet } from '../../../commerce/index.ts';
import type { PopQuizWindow } from '../windows-repository.ts';
import type { History } from '../views.ts';
import type { PopQuizAttemptDeps } from './deps.ts';

export function popQuizRewards({
  points,
  rewardTrackings,
  popQuizTries: tries,
}: Pick<PopQuizAttemptDeps, 'points' | 'rewardTrackings' | 'popQuizTries'>) {
  /** Pays a winning try (in the submit's transaction): its status, the points credited, the KKUB outcome. */
  async function award(tx: DbOrTx, history: History, window: PopQuizWindow, now: Date) {
    let point: number | null = null;
    let pointsEarned = 0;
    if (window.rewardPoints > 0) {
      point = await points.credit(history.userId, window.rewardPoints, 'pop quiz', {
        tx,
        sourceKey: `pop-quiz:${window.id}`,
      });
      if (point !== null) pointsEarned = window.rewardPoints;
    }
    if (!window.rewardKkub) return { status: 'completed' as const, point, pointsEarned, kkub: null };
    const user = await tries.walletOf(tx, history.userId);
    const wallet = user ? payoutWallet(user) : null;
    const amount = window.rewardKkub;
    if (!wallet) {
      return { status: 'completed' as const, point, pointsEarned, kkub: { amount, outcome: 'no-wallet' as const } };
    }
    const tracking = await rewardTrackings.create(
      tx,
      {
        userId: history.userId,
        source: 'pop-quiz',
        sourceId: history.id,
        kind: 'crypto',
        rewardNameEn: `Pop quiz reward: ${amount} KKUB`,
        rewardNameTh: `รางวัลป๊อปควิซ: ${amount} KKUB`,
        amountKkub: amount,
        walletAddress: wallet,
      },
      now,
    );
    await enqueuePayout(
      tx,
      {
        source: 'pop-quiz',
        popQuizHistoryId: history.id,
        userId: history.userId,
        trackingId: tracking.id,
        walletAddress: wallet,
        amountKkub: amount,
        reference: `pop-quiz-kkub:${history.id}`,
      },
      now,
    );
    return { status: 'pending' as const, point, pointsEarned, kkub: { amount, outcome: 'pending' as const } };
  }

  /**
   * The payout job's end for a `pending` try (in the job's transaction): `paid` -> completed;
   * `refused` -> completed with the KKUB's worth in points instead (once: sourceKey
   * `pop-quiz-kkub:<history id>`). False when the try was not pending (settled already).
   */
  async function settleKkub(historyId: number, outcome: Extract<PopQuizKkubOutcome, 'paid' | 'refused'>, tx: DbOrTx) {
    const row = await tries.settlePending(tx, historyId, outcome);
    if (!row) return false;
    if (outcome === 'refused' && row.kkubAmount) {
      const instead = row.kkubAmount * POINTS_PER_KKUB;
      const credited = await points.credit(row.userId, instead, 'pop quiz KKUB refused: points instead', {
        tx,
        sourceKey: `pop-quiz-kkub:${row.id}`,
      });
      if (credited !== null) await tries.addPointsEarned(tx, row.id, instead);
    }
    return true;
  }

  return { award, settleKkub };
}

export type PopQuizRewards = ReturnType<typeof popQuizRewards>;
