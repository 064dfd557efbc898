import type { EntitlementsRepository, pointsRepository, RewardTrackingsRepository } from '../../../commerce/index.ts';
import type { PopQuizWindowsRepository } from '../windows-repository.ts';

/** The repositories a pop quiz try works with. */
export interface PopQuizAttemptDeps {
  windows: PopQuizWindowsRepository;
  points: Pick<ReturnType<typeof pointsRepository>, 'credit'>;
  entitlements: EntitlementsRepository;
  rewardTrackings: Pick<RewardTrackingsRepository, 'create'>;
}
