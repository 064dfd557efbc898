import { userKey } from '@academy/platform';
import type { QuizList } from './my-quizzes';

/**
 * Query keys of the profile's data: all of it is the signed-in user's, under the platform's user
 * root (signing out drops it). The favourites' keys are the platform's `favouriteKeys`.
 */
export const profileKeys = {
  kubBalance: (userId: number | string) => userKey('kub-balance', userId),
  pointsHistory: (userId: number | string, page: number) => userKey('points-history', userId, page),
  subscription: (userId: number | string | undefined) => userKey('subscription', userId),
  kycPrefill: () => userKey('kyc-prefill'),
  reading: (userId: number | string, lang: string) => userKey('reading', userId, lang),
  myQuizzes: (userId: number | string, list: QuizList, search: string, page: number) =>
    userKey('my-quizzes', userId, list, search, page),
};

/** The provinces are the same for everyone (outside the user's root). */
export const provinceKeys = { all: ['provinces'] as const };
