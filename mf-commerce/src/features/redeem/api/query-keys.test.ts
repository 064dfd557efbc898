import { queryClient, signOut, useSessionStore } from '@academy/platform';
import { redeemKeys } from './query-keys';

jest.mock('@academy/platform', () => {
  const platform = jest.requireActual('@academy/platform');
  platform.http.defaults.adapter = async (config: object) => ({
    data: {},
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return platform;
});

// Everything of the signed-in user lives under the platform's one user root: signing out drops it.
describe('redeem query keys', () => {
  it("sign-out drops the user's rewards, redeem history and trackings, and keeps the visitors' catalogue", async () => {
    useSessionStore.getState().login({ id: 7, point: 0, kub: 0 } as never);
    const mine = [redeemKeys.available(7), redeemKeys.histories(7), redeemKeys.trackings(7)];
    const everyone = [redeemKeys.available(null)];
    for (const key of [...mine, ...everyone]) queryClient.setQueryData(key, { cached: true });
    await signOut();
    for (const key of mine) expect(queryClient.getQueryData(key)).toBeUndefined();
    for (const key of everyone) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
  });
});
