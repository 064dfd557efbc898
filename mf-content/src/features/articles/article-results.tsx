import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogFiltered } from '@academy/contracts';
import { usePaginationLabels, useT } from '@academy/platform';
import type { GridShare } from '../../lib/components/article-cover';
import { ArticleGrid } from '../../lib/components/article-grid';
import { ARTICLES_PAGE_SIZE, readPage } from './article-filters';

/** One page of filtered articles: the count, the cards and paging (`?page=` in the URL). */
export function ArticleResults({
  query,
  empty,
  emptyHint,
  within,
}: {
  query: UseQueryResult<BlogFiltered>;
  empty: string;
  emptyHint?: string;
  /** The page's grid cell the results sit in (ArticleGrid's `within`). */
  within?: GridShare;
}) {
  const { t } = useT('content');
  const pageLabels = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const pageCount = query.data ? Math.ceil(query.data.total / ARTICLES_PAGE_SIZE) : 0;
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      {query.data && query.data.total > 0 && (
        <Typography color="text.secondary" role="status">
          {t('articles.count', { count: query.data.total })}
        </Typography>
      )}
      <ArticleGrid
        query={query}
        select={(data) => data.items}
        empty={empty}
        emptyHint={emptyHint}
        columns={2}
        within={within}
      />
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={(_event, next) => goTo(next)}
          color="primary"
          sx={{ alignSelf: 'center' }}
          {...pageLabels}
        />
      )}
    </Stack>
  );
}
