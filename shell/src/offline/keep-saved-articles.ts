import { endpoints } from '@academy/contracts';
import { favouriteKeys, queryClient, useSessionStore, type SessionState } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import type { OfflineMessage } from './messages';
import { savedArticlePaths } from './offline-rules';

/** The API's largest page of favourites. */
const SAVED_LIMIT = 100;

const tell = (message: OfflineMessage) =>
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));

const isFavouritesKey = (key: readonly unknown[]) => favouriteKeys.all.every((part, i) => key[i] === part);

/** The slugs of the articles the signed-in learner saved. */
async function savedSlugs(): Promise<string[]> {
  const favorites = await callEndpoint(endpoints.content.favorites, { query: { _limit: SAVED_LIMIT }, silent: true });
  return favorites.map((favorite) => favorite.blog.slug);
}

/**
 * Keeps the service worker in step with the session: a new signed-in user (or nobody) first, so
 * it deletes every other learner's saved pages, then that learner's saved articles, again after
 * each save or unsave (anywhere: the favourites' queries are invalidated).
 */
export function keepSavedArticlesOffline() {
  if (!('serviceWorker' in navigator)) return () => undefined;
  let userId: string | null | undefined;
  // one read of the list at a time; a change meanwhile reads it once more after
  let running = false;
  let again = false;
  const sync = () => {
    if (!userId) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const forUser = userId;
    void savedSlugs()
      .then((slugs) => {
        if (forUser === userId)
          void tell({ type: 'academy-offline:saved', userId: forUser, paths: savedArticlePaths(slugs) });
      })
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          sync();
        }
      });
  };
  const follow = ({ user, checked }: Pick<SessionState, 'user' | 'checked'>) => {
    if (!user && !checked) return;
    const now = user ? String(user.id) : null;
    if (now === userId) return;
    userId = now;
    void tell({ type: 'academy-offline:user', userId: now });
    sync();
  };
  follow(useSessionStore.getState());
  const stopFollowing = useSessionStore.subscribe(follow);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && isFavouritesKey(event.query.queryKey)) sync();
  });
  return () => {
    stopFollowing();
    stopWatching();
  };
}
