import type { Language, UserId } from '@academy/contracts';
import { userKey } from '@academy/platform';

/**
 * The quiz catalogue's keys: each starts with the remote and the language, so switching language
 * refetches; the user is in the key where a signed-in learner sees more (attempt, next start).
 */
export const quizKeys = {
  all: (lang: Language) => ['quiz', lang] as const,
  lists: (lang: Language) => [...quizKeys.all(lang), 'list'] as const,
  list: (lang: Language, filters: object, userId: UserId | null) => [...quizKeys.lists(lang), filters, userId] as const,
  categories: (lang: Language) => [...quizKeys.all(lang), 'categories'] as const,
  detail: (lang: Language, slug: string, userId: UserId | null) =>
    [...quizKeys.all(lang), 'quiz', slug, userId] as const,
  /** A public certificate (by its public id: the same in every language). */
  certificate: (publicId: string) => ['quiz', 'certificate', publicId] as const,
};

/** The user's result of one quiz (answers and explanations): under the platform's user root, dropped at sign-out. */
export const quizResultKey = (lang: Language, quizId: number, userId: UserId | null) =>
  userKey('quiz-result', lang, quizId, userId);

/** The main quiz attempt under way (the server's answers kept as they come): the user's, dropped at sign-out. */
export const quizAttemptKey = (quizId: number, userId: UserId | null) => userKey('quiz-attempt', quizId, userId);

/** Query keys of the pop quiz screens, per signed-in user (null: a visitor), under the platform's user root. */
export const popQuizKeys = {
  all: userKey('pop-quiz'),
  available: (userId: UserId | null) => [...popQuizKeys.all, 'available', userId] as const,
  question: (userId: UserId | null, id: number) => [...popQuizKeys.all, 'question', userId, id] as const,
  histories: (userId: UserId | null, start: number, limit: number) =>
    [...popQuizKeys.all, 'histories', userId, start, limit] as const,
  hintAllowance: (userId: UserId | null) => [...popQuizKeys.all, 'hint-allowance', userId] as const,
};

/** The learning progress (streak, points per day): the history page and the pop quiz page share it. */
export const learningProgressKey = (userId: UserId | null) => userKey('learning-progress', userId);
