import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The learner reached the end; the article counts as read. */
export async function markArticleRead(slug: string): Promise<void> {
  await callEndpoint(endpoints.content.markArticleRead, { params: { slug }, silent: true });
}
