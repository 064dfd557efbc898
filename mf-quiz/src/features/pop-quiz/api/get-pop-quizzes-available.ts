import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopQuizAvailable } from '@academy/contracts';
import { http } from '@academy/platform';
import { popQuizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/** GET /client/pop-quizs-available: the cards, the server time and when the next one opens. */
export async function getPopQuizzesAvailable(): Promise<PopQuizAvailable> {
  const { data } = await http.get('/client/pop-quizs-available', { silent: true });
  return parseResponse('popQuizAvailableSchema', data);
}

export const popQuizzesAvailableQueryOptions = (userId: string) =>
  queryOptions({ queryKey: popQuizKeys.available(userId), queryFn: getPopQuizzesAvailable, staleTime: 5_000 });

export function usePopQuizzesAvailable(userId: string, enabled = true) {
  return useQuery({ ...popQuizzesAvailableQueryOptions(userId), enabled });
}
