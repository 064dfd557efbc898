import { QueryClient } from '@tanstack/react-query';
import { RequestError } from './http';

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
