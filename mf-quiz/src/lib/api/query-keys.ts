import type { Language } from '@academy/contracts';
import { userKey } from '@academy/platform';

/** Every quiz query key starts with the remote and the language, so switching language refetches. */
export const quizKey = (lang: Language, ...rest: unknown[]) => ['quiz', lang, ...rest] as const;

/** The user's result of one quiz (answers and explanations): under the platform's user root, dropped at sign-out. */
export const quizResultKey = (lang: Language, quizId: number, userId: string | number | null) =>
  userKey('quiz-result', lang, quizId, userId);

/** Query keys of the pop quiz screens, per signed-in user ('': a visitor), under the platform's user root. */
export const popQuizKeys = {
  all: userKey('pop-quiz'),
  available: (userId: string) => [...popQuizKeys.all, 'available', userId] as const,
  question: (userId: string, id: number) => [...popQuizKeys.all, 'question', userId, id] as const,
  histories: (userId: string, start: number, limit: number) =>
    [...popQuizKeys.all, 'histories', userId, start, limit] as const,
  hintAllowance: (userId: string) => [...popQuizKeys.all, 'hint-allowance', userId] as const,
};

/** The learning progress (streak, points per day): the history page and the pop quiz page share it. */
export const learningProgressKey = (userId: string) => userKey('learning-progress', userId);
