import { userKey } from '@academy/platform';
import type { QuizList } from './my-quizzes';
import type { UserId } from '@academy/contracts';

/**
 * Query keys of the profile's data: all of it is the signed-in user's, under the platform's user
 * root (signing out drops it). The favourites' keys are the platform's `favouriteKeys`.
 */
export const profileKeys = {
  kubBalance: (userId: UserId | null) => userKey('kub-balance', userId),
  pointsHistory: (userId: UserId | null, page: number) => userKey('points-history', userId, page),
  subscription: (userId: UserId | undefined) => userKey('subscription', userId),
  kycPrefill: () => userKey('kyc-prefill'),
  reading: (userId: UserId | null, lang: string) => userKey('reading', userId, lang),
  myQuizzes: (userId: UserId | null, list: QuizList, search: string, page: number) =>
    userKey('my-quizzes', userId, list, search, page),
};

/** The provinces are the same for everyone (outside the user's root). */
export const provinceKeys = { all: ['provinces'] as const };
