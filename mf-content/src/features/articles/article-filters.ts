import { useSearchParams } from 'react-router';

export const articleCategories = ['blockchain', 'cryptocurrency', 'defi', 'nft', 'security'] as const;
export const articleDifficulties = ['beginner', 'intermediate', 'advanced'] as const;
export const articleReadingTimes = ['short', 'medium', 'long'] as const;

/** The article list filters; `''` means "all". Kept in the URL so a filtered list can be shared. */
export interface ArticleFilters {
  category: '' | (typeof articleCategories)[number];
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
    category: pick(articleCategories, params.get('category')),
    difficulty: pick(articleDifficulties, params.get('difficulty')),
    readingTime: pick(articleReadingTimes, params.get('readingTime')),
  };
}

/** Writes the filters into the search params, leaving any other params as they are. */
export function writeArticleFilters(params: URLSearchParams, filters: ArticleFilters): URLSearchParams {
  const next = new URLSearchParams(params);
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
