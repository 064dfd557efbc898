import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PopQuizAvailable, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

/** The cards, the server time and when the next one opens. */
export async function getPopQuizzesAvailable(): Promise<PopQuizAvailable> {
  return callEndpoint(endpoints.quiz.popQuizzesAvailable, { silent: true });
}

export const popQuizzesAvailableQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: popQuizKeys.available(userId), queryFn: getPopQuizzesAvailable, staleTime: 5_000 });

export function usePopQuizzesAvailable(userId: UserId | null, enabled = true) {
  return useQuery({ ...popQuizzesAvailableQueryOptions(userId), enabled });
}
