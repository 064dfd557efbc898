import { http } from '@academy/platform';

/** POST /client/v2/reading/{slug}/read: the learner reached the end; the article counts as read. */
export async function markArticleRead(slug: string): Promise<void> {
  await http.post(`/client/v2/reading/${encodeURIComponent(slug)}/read`, undefined, { silent: true });
}
