import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, useSessionStore } from '@academy/platform';
import { myQuizListOf, myQuizzesQueryOptions } from './api/my-quizzes';
import { kubBalanceQueryOptions } from './api/kub-balance';
import { pointsHistoryQueryOptions, pointsPageOf } from './api/points-history';
import { readingStatsQueryOptions } from './api/reading-stats';
import { subscriptionDetailQueryOptions } from './api/subscription-detail';

/** Route loader of `profile/:tab`: starts loading the My subscription / My quizzes / Points / Reading tab's data into the cache. */
export function profileLoader({ params, request }: LoaderFunctionArgs) {
  const userId = useSessionStore.getState().user?.id;
  const queryClient = getQueryClient();
  if (params.tab === 'subscription' && userId !== undefined) {
    void queryClient.prefetchQuery(subscriptionDetailQueryOptions(userId));
  }
  if (params.tab === 'my-quizzes' && userId !== undefined) {
    const list = myQuizListOf(new URL(request.url).searchParams.get('list'));
    void queryClient.prefetchQuery(myQuizzesQueryOptions(userId, list, '', 0));
  }
  if (params.tab === 'points' && userId !== undefined) {
    const page = pointsPageOf(new URL(request.url).searchParams.get('page'));
    void queryClient.prefetchQuery(kubBalanceQueryOptions(userId));
    void queryClient.prefetchQuery(pointsHistoryQueryOptions(userId, page));
  }
  if (params.tab === 'reading' && userId !== undefined) {
    void queryClient.prefetchQuery(readingStatsQueryOptions(userId, params.lang ?? ''));
  }
  return null;
}
