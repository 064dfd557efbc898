import { userKey } from './query-client';

/**
 * The query keys of the user's favourites, one set for every remote (the article page in
 * mf-content, the profile list in mf-account): a save or unsave anywhere invalidates
 * `favouriteKeys.all`, and the session's end drops them with the rest of the user's data.
 */
export const favouriteKeys = {
  all: userKey('favorites'),
  /** The cards come in the page's language (the `lang` header), so the language is part of the key. */
  list: (lang: string, page: number) => [...favouriteKeys.all, 'list', lang, page] as const,
  count: () => [...favouriteKeys.all, 'count'] as const,
  /** Whether one blog is saved. */
  blog: (blogId: number) => [...favouriteKeys.all, 'blog', blogId] as const,
};
