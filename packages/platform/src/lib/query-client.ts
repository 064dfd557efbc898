import { QueryClient } from '@tanstack/react-query';
import { RequestError } from './http';
import { useSessionStore } from './session-store';

/** Query keys under this root hold the signed-in user's data. */
export const ACCOUNT_QUERY_ROOT = 'account';

/** One cache for the whole site; 4xx answers are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof RequestError && error.status !== undefined && error.status < 500),
    },
  },
});

// Whoever ends the session (sign-out, a 401 from the API), the user's data goes with it.
useSessionStore.subscribe((state, previous) => {
  if (previous.user && !state.user) queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
});
