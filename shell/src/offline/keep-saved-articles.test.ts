import { act } from 'react';
import { favouriteKeys, queryClient, useSessionStore } from '@academy/platform';
import { setupMockApi, mockApi } from '@academy/testing';
import { keepSavedArticlesOffline } from './keep-saved-articles';

setupMockApi();

const favourite = (slug: string) => ({
  id: 1,
  type: 'blog',
  status: 'SAVED',
  savedAt: '2026-01-01T00:00:00.000Z',
  blog: {
    id: 1,
    slug,
    title: slug,
    summary: 'Summary',
    category: null,
    difficulty: 'BEGINNER',
    readingTime: 5,
    exclusive: false,
    highlight: false,
    viewCount: 1,
    tags: [],
    publishedAt: '2025-01-01T00:00:00.000Z',
    language: 'en',
    fallback: false,
  },
});

const posted: unknown[] = [];
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => {
  const registration = { active: { postMessage: (message: unknown) => posted.push(message) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

let stop: () => void = () => undefined;
beforeEach(() => {
  posted.length = 0;
  useSessionStore.setState({ user: null, checked: false });
});
afterEach(() => stop());

const signIn = (id: number) => act(() => useSessionStore.getState().login({ id, point: 0 } as never));

describe('keepSavedArticlesOffline', () => {
  it('tells the worker who signed in, then the pages of the articles they saved (each language)', async () => {
    const api = mockApi({ 'GET /client/favorites': { data: [favourite('what-is-bitcoin')] } });
    stop = keepSavedArticlesOffline();
    await settle();
    expect(posted).toEqual([]);
    signIn(7);
    await settle();
    expect(api.called('GET /client/favorites')[0]?.query).toEqual({ _limit: '100' });
    expect(posted).toEqual([
      { type: 'academy-offline:user', userId: '7' },
      {
        type: 'academy-offline:saved',
        userId: '7',
        paths: ['/en/articles/what-is-bitcoin', '/th/articles/what-is-bitcoin'],
      },
    ]);
  });

  it('reads the saved list again after a save or unsave anywhere (the favourites are invalidated)', async () => {
    let saved = [favourite('a')];
    mockApi({ 'GET /client/favorites': () => ({ data: saved }) });
    signIn(7);
    stop = keepSavedArticlesOffline();
    await settle();
    saved = [favourite('a'), favourite('b')];
    queryClient.setQueryData(favouriteKeys.blog(2), true);
    await act(() => queryClient.invalidateQueries({ queryKey: favouriteKeys.all, refetchType: 'none' }));
    await settle();
    expect(posted.at(-1)).toEqual({
      type: 'academy-offline:saved',
      userId: '7',
      paths: ['/en/articles/a', '/th/articles/a', '/en/articles/b', '/th/articles/b'],
    });
  });

  it('on sign-out tells the worker nobody is signed in (it deletes every saved page)', async () => {
    mockApi({ 'GET /client/favorites': { data: [] } });
    signIn(7);
    stop = keepSavedArticlesOffline();
    await settle();
    posted.length = 0;
    act(() => useSessionStore.getState().logout());
    await settle();
    expect(posted).toEqual([{ type: 'academy-offline:user', userId: null }]);
  });

  it('another learner signing in: their id first (the worker drops the one before), then their list', async () => {
    mockApi({ 'GET /client/favorites': { data: [favourite('c')] } });
    signIn(7);
    stop = keepSavedArticlesOffline();
    await settle();
    posted.length = 0;
    act(() => useSessionStore.getState().logout());
    signIn(8);
    await settle();
    expect(posted).toEqual([
      { type: 'academy-offline:user', userId: null },
      { type: 'academy-offline:user', userId: '8' },
      { type: 'academy-offline:saved', userId: '8', paths: ['/en/articles/c', '/th/articles/c'] },
    ]);
  });
});
