import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKey } from '../../../shared/api/query-keys';

export const favoriteStatusSchema = z.enum(['SAVED', 'UNSAVED']);
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

// The contract has no favourite shape yet: accept one record or a list of records with a status.
const favoriteRecordSchema = z
  .object({ status: favoriteStatusSchema, id: z.number().optional(), blog: z.object({ id: z.number() }).passthrough().optional() })
  .passthrough();
const favoriteAnswerSchema = z.union([z.array(favoriteRecordSchema), favoriteRecordSchema, z.null()]);

/** GET /client/favorites?blog=<id>: whether the logged-in user saved this article. */
export async function getBlogFavorite(blogId: number): Promise<boolean> {
  const { data } = await http.get('/client/favorites', { params: { blog: blogId }, silent: true });
  const answer = favoriteAnswerSchema.parse(data);
  const records = answer === null ? [] : Array.isArray(answer) ? answer : [answer];
  // The list may hold other saved blogs when the API ignores `blog=`: only this one counts.
  const isThisBlog = (record: z.infer<typeof favoriteRecordSchema>) =>
    record.blog ? record.blog.id === blogId : record.id === undefined || record.id === blogId;
  return records.some((record) => record.status === 'SAVED' && isThisBlog(record));
}

export const blogFavoriteQueryOptions = (lang: Language, blogId: number, userId: string | number) =>
  queryOptions({ queryKey: contentKey(lang, 'favorite', 'blog', blogId, userId), queryFn: () => getBlogFavorite(blogId) });

export function useBlogFavorite(lang: Language, blogId: number | undefined, userId: string | number | undefined) {
  return useQuery({
    ...blogFavoriteQueryOptions(lang, blogId ?? 0, userId ?? ''),
    enabled: blogId !== undefined && userId !== undefined,
  });
}
