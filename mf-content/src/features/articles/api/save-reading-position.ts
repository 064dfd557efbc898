import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Saves where the learner is (percent), to resume on any device. */
export async function saveReadingPosition(slug: string, position: number): Promise<void> {
  await callEndpoint(endpoints.content.saveReadingPosition, { params: { slug }, body: { position }, silent: true });
}
