import { http } from '@academy/platform';

/** PUT /client/v2/reading/{slug}/position: where the learner is (percent), to resume on any device. */
export async function saveReadingPosition(slug: string, position: number): Promise<void> {
  await http.put(`/client/v2/reading/${encodeURIComponent(slug)}/position`, { position }, { silent: true });
}
