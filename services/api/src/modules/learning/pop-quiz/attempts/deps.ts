import type { EntitlementsRepository, pointsRepository, RewardTrackingsRepository } from '../../../commerce/index.ts';
import type { PopQuizTriesRepository } from '../tries-repository.ts';
import type { PopQuizWindowsRepository } from '../windows-repository.ts';

/** The repositories a pop quiz try works with (named as in `app.repositories`). */
export interface PopQuizAttemptDeps {
  popQuizzes: PopQuizWindowsRepository;
  popQuizTries: PopQuizTriesRepository;
  points: Pick<ReturnType<typeof pointsRepository>, 'credit'>;
  entitlements: EntitlementsRepository;
  rewardTrackings: Pick<RewardTrackingsRepository, 'create'>;
}
