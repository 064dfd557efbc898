import { accountUserSchema, POINTS_PER_KKUB, profilePointsSchema } from '@academy/contracts';
import { http, queryClient, useSessionStore } from '@academy/platform';

/**
 * After a purchase (or any change of points or subscription): reload the signed-in user's
 * points and subscription from POST /client/user-clients/me and GET /client/v2/profile into
 * the session store, so the header shows them. Failures keep what the store has.
 */
export async function refreshSession(): Promise<void> {
  const [me, points] = await Promise.allSettled([
    http.post('/client/user-clients/me', undefined, { silent: true }).then(({ data }) => accountUserSchema.parse(data)),
    http.get('/client/v2/profile', { silent: true }).then(({ data }) => profilePointsSchema.parse(data)),
  ]);
  const { mergeUser } = useSessionStore.getState();
  if (me.status === 'fulfilled') {
    mergeUser({
      point: me.value.point,
      kub: me.value.kub,
      subscription: me.value.subscription ? { ...me.value.subscription } : null,
    });
  }
  if (points.status === 'fulfilled')
    mergeUser({ point: points.value.point, kub: points.value.point / POINTS_PER_KKUB });
}

/**
 * After a purchase, a redeem or a coupon: the header's points and subscription (session store)
 * and every cached query. A redeem can activate a subscription and a coupon can grant a package,
 * so what the whole site shows may change (exclusive articles, quiz and hint allowances, the
 * profile's points, history and subscription tabs), not only this remote's screens.
 */
export async function refreshAfterBalanceChange(): Promise<void> {
  await Promise.all([refreshSession(), queryClient.invalidateQueries()]);
}
