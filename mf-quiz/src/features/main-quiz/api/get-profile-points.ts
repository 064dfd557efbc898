import { POINTS_PER_KKUB, profilePointsSchema } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';

/** GET /client/v2/profile: the user's points; puts them in the session (the header shows them). */
export async function refreshProfilePoints(): Promise<void> {
  const { data } = await http.get('/client/v2/profile', { silent: true });
  const { point } = profilePointsSchema.parse(data);
  useSessionStore.getState().mergeUser({ point, kub: point / POINTS_PER_KKUB });
}
