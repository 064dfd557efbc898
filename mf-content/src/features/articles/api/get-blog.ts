import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BlogDetail, type Language, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { withBodyImageUrls, withCoverUrl } from '../../../lib/api/cover-url';
import { contentKeys } from '../../../lib/api/query-keys';

/**
 * The article in the request's language (the token header unlocks
 * exclusives). Its cover, its related articles' covers and its diagrams (API paths) come back as absolute
 * URLs on the API.
 */
export async function getBlog(slug: string): Promise<BlogDetail> {
  const blog = await callEndpoint(endpoints.content.blogBySlug, { params: { slug }, silent: true });
  return {
    ...withCoverUrl(blog),
    body: blog.body === null ? null : withBodyImageUrls(blog.body),
    related: blog.related.map(withCoverUrl),
  };
}

export const blogQueryOptions = (lang: Language, slug: string, userId: UserId | undefined) =>
  // The user is in the key: logging in or out changes what a locked article shows.
  queryOptions({ queryKey: contentKeys.blog(lang, slug, userId ?? null), queryFn: () => getBlog(slug) });

export function useBlog(lang: Language, slug: string, userId: UserId | undefined) {
  const options = blogQueryOptions(lang, slug, userId);
  const article = JSON.stringify(options.queryKey.slice(0, -1));
  return useQuery({
    ...options,
    // Only the user changed (the session filling in after a server-rendered visitor page, a login):
    // keep showing the same article until the user's own arrives, instead of a loading page.
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === article ? previous : undefined,
  });
}
