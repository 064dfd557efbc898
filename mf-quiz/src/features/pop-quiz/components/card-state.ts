import type { PopQuizCard, PopQuizHistoryStatus } from '@academy/contracts';
import { popQuizStatusColor } from '../../../lib/components/pop-quiz-status';

/**
 * The one state a card shows: the learner's own try once they started it (in progress, completed,
 * pending, out of reward, failed), else the window's (open, upcoming, ended, out of reward).
 */
export type PopQuizCardState = 'open' | 'upcoming' | 'ended' | 'outOfReward' | PopQuizHistoryStatus;

export function cardState(card: Pick<PopQuizCard, 'status' | 'myStatus'>): PopQuizCardState {
  if (card.myStatus) return card.myStatus;
  if (card.status === 'active') return 'open';
  if (card.status === 'expired') return 'ended';
  return card.status;
}

export const cardStateColor: Record<PopQuizCardState, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  ...popQuizStatusColor,
  open: 'success',
  upcoming: 'info',
  ended: 'default',
  outOfReward: 'warning',
};

/** The cards in the order a learner wants them: the one to play (or being played) first, then open, next, ended. */
export function byUrgency(cards: PopQuizCard[]): PopQuizCard[] {
  const rank = (card: PopQuizCard) =>
    card.canPlay || card.myStatus === 'inprogress'
      ? 0
      : card.status === 'active'
        ? 1
        : card.status === 'upcoming'
          ? 2
          : 3;
  return [...cards].sort((a, b) => rank(a) - rank(b));
}
