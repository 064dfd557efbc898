import type { LoaderFunctionArgs } from 'react-router';
import { queryClient, useSessionStore } from '@academy/platform';
import { myQuizListOf, myQuizzesQueryOptions } from './api/my-quizzes';
import { subscriptionDetailQueryOptions } from './api/subscription-detail';

/** Route loader of `profile/:tab`: starts loading the My subscription / My quizzes tab's data into the cache. */
export function profileLoader({ params, request }: LoaderFunctionArgs) {
  const userId = useSessionStore.getState().user?.id;
  if (params.tab === 'subscription' && userId !== undefined) {
    void queryClient.prefetchQuery(subscriptionDetailQueryOptions(userId));
  }
  if (params.tab === 'my-quizzes' && userId !== undefined) {
    const list = myQuizListOf(new URL(request.url).searchParams.get('list'));
    void queryClient.prefetchQuery(myQuizzesQueryOptions(userId, list, '', 0));
  }
  return null;
}
