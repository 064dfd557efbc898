import type { EntitlementsRepository } from '../entitlements.ts';
import type { pointsRepository } from '../points.ts';
import type { PopQuizWindowsRepository } from '../pop-quizzes.ts';
import type { RewardTrackingsRepository } from '../reward-trackings.ts';

/** The repositories a pop quiz try works with. */
export interface PopQuizAttemptDeps {
  windows: PopQuizWindowsRepository;
  points: Pick<ReturnType<typeof pointsRepository>, 'credit'>;
  entitlements: EntitlementsRepository;
  rewardTrackings: Pick<RewardTrackingsRepository, 'create'>;
}
