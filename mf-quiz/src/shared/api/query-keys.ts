import type { Language } from '@academy/contracts';

/** Every quiz query key starts with the remote and the language, so switching language refetches. */
export const quizKey = (lang: Language, ...rest: unknown[]) => ['quiz', lang, ...rest] as const;

/** Query keys of the pop quiz screens, per signed-in user ('': a visitor). */
export const popQuizKeys = {
  all: ['quiz', 'pop'] as const,
  available: (userId: string) => [...popQuizKeys.all, 'available', userId] as const,
  question: (userId: string, id: number) => [...popQuizKeys.all, 'question', userId, id] as const,
  histories: (userId: string, start: number, limit: number) =>
    [...popQuizKeys.all, 'histories', userId, start, limit] as const,
  hintAllowance: (userId: string) => [...popQuizKeys.all, 'hint-allowance', userId] as const,
};

/** The learning progress (streak, points per day): the history page and the pop quiz page share it. */
export const learningProgressKey = (userId: string) => ['quiz', 'history', 'progress', userId] as const;
