import { useSearchParams } from 'react-router';
import type { BlogFilter, Difficulty } from '@academy/contracts';

export const articleDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export const articleReadingTimes = ['short', 'medium', 'long'] as const;

/** The article list filters; `''` means "all". Kept in the URL so a filtered list can be shared. */
export interface ArticleFilters {
  /** A category slug from GET /client/categories. */
  category: string;
  difficulty: '' | (typeof articleDifficulties)[number];
  readingTime: '' | (typeof articleReadingTimes)[number];
}

export const emptyArticleFilters: ArticleFilters = { category: '', difficulty: '', readingTime: '' };

export function sameFilters(a: ArticleFilters, b: ArticleFilters): boolean {
  return a.category === b.category && a.difficulty === b.difficulty && a.readingTime === b.readingTime;
}

function pick<T extends string>(allowed: readonly T[], value: string | null): '' | T {
  return allowed.includes(value as T) ? (value as T) : '';
}

export function readArticleFilters(params: URLSearchParams): ArticleFilters {
  return {
    category: /^[a-z0-9-]{1,100}$/.test(params.get('category') ?? '') ? (params.get('category') as string) : '',
    difficulty: pick(articleDifficulties, params.get('difficulty')),
    readingTime: pick(articleReadingTimes, params.get('readingTime')),
  };
}

/** Writes the filters into the search params, leaving any other params as they are (new filters start at page 1). */
export function writeArticleFilters(params: URLSearchParams, filters: ArticleFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const key of Object.keys(filters) as (keyof ArticleFilters)[]) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

/** The filters as they are in the URL, and a setter that writes them back. */
export function useArticleFilters(): [ArticleFilters, (filters: ArticleFilters) => void] {
  const [params, setParams] = useSearchParams();
  return [readArticleFilters(params), (filters) => setParams((current) => writeArticleFilters(current, filters))];
}

export const ARTICLES_PAGE_SIZE = 12;

/** Reading-time buckets in minutes: short under 5, medium 5 to 10, long over 10. */
const readingTimeRange: Record<
  (typeof articleReadingTimes)[number],
  Pick<BlogFilter, 'readingTimeMin' | 'readingTimeMax'>
> = {
  short: { readingTimeMax: 4 },
  medium: { readingTimeMin: 5, readingTimeMax: 10 },
  long: { readingTimeMin: 11 },
};

/** The page number in the URL (`?page=`), 1 when absent or invalid. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The POST /client/blogs/filtered body for these filters and page. */
export function toBlogFilter(filters: ArticleFilters, page: number, access: BlogFilter['access'] = 'all'): BlogFilter {
  return {
    access,
    sort: 'latest',
    page,
    pageSize: ARTICLES_PAGE_SIZE,
    ...(filters.category && { category: filters.category }),
    ...(filters.difficulty && { difficulty: [filters.difficulty.toUpperCase() as Difficulty] }),
    ...(filters.readingTime && readingTimeRange[filters.readingTime]),
  };
}
