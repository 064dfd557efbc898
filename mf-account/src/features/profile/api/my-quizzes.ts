import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PendingQuiz, PopQuizHistoryItem, QuizHistoryRecord, UserId } from '@academy/contracts';
import { fetchCompletedMainQuizzes } from './completed-main-quizzes';
import { fetchCompletedPopQuizzes } from './completed-pop-quizzes';
import { fetchSavedQuizzes } from './saved-quizzes';
import { profileKeys } from './query-keys';

export const MY_QUIZZES_PAGE_SIZE = 10;
export const myQuizLists = ['completed-main', 'completed-pop', 'saved'] as const;
export type QuizList = (typeof myQuizLists)[number];
export const myQuizListOf = (value: string | null): QuizList =>
  (myQuizLists as readonly string[]).includes(value ?? '') ? (value as QuizList) : 'completed-main';

/** One page of one list of the My quizzes tab, tagged with its list. */
export type MyQuizzesPage =
  | { list: 'completed-main'; items: QuizHistoryRecord[]; total: number }
  | { list: 'completed-pop'; items: PopQuizHistoryItem[]; total: number }
  | { list: 'saved'; items: PendingQuiz[]; total: number };

export const myQuizzesQueryOptions = (userId: UserId | null, list: QuizList, search: string, page: number) =>
  queryOptions({
    queryKey: profileKeys.myQuizzes(userId, list, search, page),
    queryFn: async (): Promise<MyQuizzesPage> => {
      if (list === 'completed-main')
        return { list, ...(await fetchCompletedMainQuizzes(search, page, MY_QUIZZES_PAGE_SIZE)) };
      if (list === 'saved') return { list, ...(await fetchSavedQuizzes(search, page, MY_QUIZZES_PAGE_SIZE)) };
      const { items, total } = await fetchCompletedPopQuizzes(search, page, MY_QUIZZES_PAGE_SIZE);
      return { list, items, total };
    },
    placeholderData: keepPreviousData,
  });
