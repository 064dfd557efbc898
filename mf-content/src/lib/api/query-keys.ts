import type { BlogFilter, Language, LegalKind, UserId } from '@academy/contracts';
import { userKey } from '@academy/platform';

/**
 * The content remote's query keys. Each starts with the remote and the language, so switching
 * language refetches; what a signed-in learner sees differently (an article's locked body) has the
 * user in its key.
 */
export const contentKeys = {
  all: (lang: Language) => ['content', lang] as const,
  blog: (lang: Language, slug: string, userId: UserId | null) =>
    [...contentKeys.all(lang), 'blog', slug, userId] as const,
  blogsFiltered: (lang: Language, filter: BlogFilter) => [...contentKeys.all(lang), 'blogs-filtered', filter] as const,
  categories: (lang: Language) => [...contentKeys.all(lang), 'categories'] as const,
  footer: (lang: Language, kind: LegalKind) => [...contentKeys.all(lang), 'footer', kind] as const,
  search: (lang: Language, query: string) => [...contentKeys.all(lang), 'search', query] as const,
  glossaries: (lang: Language, filter: object) => [...contentKeys.all(lang), 'glossaries', filter] as const,
  glossary: (lang: Language, id: number | string) => [...contentKeys.all(lang), 'glossary', id] as const,
  page: (lang: Language, slug: string) => [...contentKeys.all(lang), 'page', slug] as const,
  getStarts: (lang: Language) => [...contentKeys.all(lang), 'get-starts'] as const,
  getStartBanner: (lang: Language) => [...contentKeys.all(lang), 'get-start-banner'] as const,
  learningPaths: (lang: Language) => [...contentKeys.all(lang), 'paths'] as const,
  learningPath: (lang: Language, slug: string) => [...contentKeys.all(lang), 'path', slug] as const,
  /** The learner's own: under the platform's user root (dropped at sign-out), by user id. */
  learner: (userId: UserId) => userKey('content', userId),
  pathProgress: (userId: UserId) => [...contentKeys.learner(userId), 'path-progress'] as const,
  reading: (userId: UserId, slug: string) => [...contentKeys.learner(userId), 'reading', slug] as const,
};
