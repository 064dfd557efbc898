import type { Language } from '@academy/contracts';

/** Every content query key starts with the remote and the language, so switching language refetches. */
export const contentKey = (lang: Language, ...rest: unknown[]) => ['content', lang, ...rest] as const;
