import { quizAccessFilters, type QuizAccessFilter } from '@academy/contracts';
import type { QuizListFilters } from './api/get-quiz-list';

/** The list's filters live in the URL (`?filter=&topic=&q=&page=`), so links and the route loader agree. */
export function filtersFromSearch(search: URLSearchParams): QuizListFilters {
  const requested = search.get('filter') ?? '';
  const filter: QuizAccessFilter = (quizAccessFilters as readonly string[]).includes(requested)
    ? (requested as QuizAccessFilter)
    : 'all';
  const page = Number(search.get('page'));
  return {
    filter,
    category: (search.get('topic') ?? '').slice(0, 100),
    name: (search.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}
