import { favouriteKeys, queryClient, signOut, useSessionStore } from '@academy/platform';
import { profileKeys, provinceKeys } from './query-keys';

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
describe('profile query keys', () => {
  it("sign-out drops the user's balance, points, subscription, KYC prefill, quizzes and favourites, not the provinces", async () => {
    useSessionStore.getState().login({ id: 7, point: 0, kub: 0 } as never);
    const mine = [
      profileKeys.kubBalance(7),
      profileKeys.pointsHistory(7, 0),
      profileKeys.subscription(7),
      profileKeys.kycPrefill(),
      profileKeys.myQuizzes(7, 'saved', '', 0),
      favouriteKeys.list('en', 0),
    ];
    for (const key of mine) queryClient.setQueryData(key, { mine: true });
    queryClient.setQueryData(provinceKeys.all, ['Bangkok']);
    await signOut();
    for (const key of mine) expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryData(provinceKeys.all)).toEqual(['Bangkok']);
  });
});
