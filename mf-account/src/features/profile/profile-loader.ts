import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, useSessionStore } from '@academy/platform';
import { subscriptionDetailQueryOptions } from './api/subscription-detail';

/** Route loader of `profile/:tab`: starts loading the My subscription tab's data into the cache. */
export function profileLoader({ params }: LoaderFunctionArgs) {
  const userId = useSessionStore.getState().user?.id;
  if (params.tab === 'subscription' && userId !== undefined) {
    void queryClient.prefetchQuery(subscriptionDetailQueryOptions(userId));
  }
  return null;
}
