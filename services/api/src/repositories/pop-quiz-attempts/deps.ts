import type { EntitlementsRepository } from '../../modules/commerce/entitlements/repository.ts';
import type { pointsRepository } from '../../modules/commerce/points/repository.ts';
import type { PopQuizWindowsRepository } from '../pop-quizzes.ts';
import type { RewardTrackingsRepository } from '../../modules/commerce/reward-trackings/repository.ts';

/** The repositories a pop quiz try works with. */
export interface PopQuizAttemptDeps {
  windows: PopQuizWindowsRepository;
  points: Pick<ReturnType<typeof pointsRepository>, 'credit'>;
  entitlements: EntitlementsRepository;
  rewardTrackings: Pick<RewardTrackingsRepository, 'create'>;
}
