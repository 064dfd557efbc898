import type { Language } from '@academy/contracts';

/** Every quiz query key starts with the remote and the language, so switching language refetches. */
export const quizKey = (lang: Language, ...rest: unknown[]) => ['quiz', lang, ...rest] as const;
