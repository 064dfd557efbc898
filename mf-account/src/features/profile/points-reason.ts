import type { PointsHistoryEntry } from '@academy/contracts';

export type PointsReason = 'mainQuiz' | 'popQuiz' | 'popQuizKkub' | 'coupon' | 'redeem' | 'refund' | 'other';

/**
 * What a ledger entry was for, from its `sourceKey` (`quiz:12`, `pop-quiz:3`, `pop-quiz-kkub:4` (a
 * pop quiz KKUB the exchange refused, paid as points), `coupon:5`, `redeem:9`, `redeem-refund:9`;
 * the API writes them) so the reason can be shown in either
 * language; `code` is the coupon's code from the stored reason (`coupon: WELCOME100`).
 */
export function pointsReasonOf(entry: Pick<PointsHistoryEntry, 'reason' | 'sourceKey'>): {
  kind: PointsReason;
  code?: string;
} {
  const prefix = entry.sourceKey?.split(':', 1)[0] ?? '';
  switch (prefix) {
    case 'quiz':
      return { kind: 'mainQuiz' };
    case 'pop-quiz':
      return { kind: 'popQuiz' };
    case 'pop-quiz-kkub':
      return { kind: 'popQuizKkub' };
    case 'coupon': {
      const code = /^coupon:\s*([A-Za-z0-9_-]+)$/.exec(entry.reason)?.[1];
      return code ? { kind: 'coupon', code } : { kind: 'coupon' };
    }
    case 'redeem':
      return { kind: 'redeem' };
    case 'redeem-refund':
      return { kind: 'refund' };
    default:
      return { kind: 'other' };
  }
}
