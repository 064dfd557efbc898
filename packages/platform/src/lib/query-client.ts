import { QueryClient } from '@tanstack/react-query';
import { RequestError } from './http';
import { currentScope } from './scope';
import { useSessionStore } from './session-store';

/**
 * The one root of the signed-in user's data (profile, balance, history, subscriptions, favourites,
 * redeem history...): every remote builds those keys with `userKey(...)`, so the session's end or
 * a new sign-in drops all of them with one `removeQueries({ queryKey: userKey() })`. Content that is
 * the same for everyone stays outside it (and survives a sign-out).
 */
export const USER_QUERY_ROOT = 'user';
export const userKey = <const Parts extends readonly unknown[]>(...parts: Parts) =>
  [USER_QUERY_ROOT, ...parts] as const;

/** A query cache with the site's defaults; 4xx answers are not retried (the server render does not retry). */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: server
          ? false
          : (failureCount, error) =>
              failureCount < 2 && !(error instanceof RequestError && error.status !== undefined && error.status < 500),
      },
    },
  });
}

/** One cache for the whole site (in the browser). */
export const queryClient = createQueryClient();

/** The cache of the current request on the server, the site's one in the browser (for route loaders). */
export function getQueryClient(): QueryClient {
  return currentScope()?.queryClient ?? queryClient;
}

/**
 * What a route loader returns after starting its queries: in the browser it does not wait (the
 * page shows its loading state), on the server it waits so the HTML carries the data. Failures
 * are left to the page (its error state), never thrown from the loader.
 */
export function loaderData(...work: Array<Promise<unknown>>): null | Promise<null> {
  const settled = Promise.allSettled(work);
  return currentScope()?.awaitData ? settled.then(() => null) : null;
}

// Whoever ends the session (sign-out, a 401 from the API), the user's data goes with it.
useSessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user) queryClient.removeQueries({ queryKey: userKey() });
});

/**
 * `placeholderData` for a list whose key holds its language: the previous page's rows stay on
 * screen while the next page loads (like keepPreviousData), but not across a language switch,
 * where they would be the other language's rows.
 */
export function keepPreviousInLanguage(lang: string) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery?.queryKey.includes(lang) ? previous : undefined;
}
