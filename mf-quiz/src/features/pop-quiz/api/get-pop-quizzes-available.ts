import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PopQuizAvailable } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

/** The cards, the server time and when the next one opens. */
export async function getPopQuizzesAvailable(): Promise<PopQuizAvailable> {
  return callEndpoint(endpoints.quiz.popQuizzesAvailable, { silent: true });
}

export const popQuizzesAvailableQueryOptions = (userId: string) =>
  queryOptions({ queryKey: popQuizKeys.available(userId), queryFn: getPopQuizzesAvailable, staleTime: 5_000 });

export function usePopQuizzesAvailable(userId: string, enabled = true) {
  return useQuery({ ...popQuizzesAvailableQueryOptions(userId), enabled });
}
