import type { UseQueryResult } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import type { BlogCard } from '@academy/contracts';
import { useT } from '@academy/platform';
import { EmptyState, ListSkeleton } from '@academy/ui';
import { ArticleCard } from './article-card';
import { coverSizes, type GridShare } from './article-cover';
import { ContentError } from './query-states';

/**
 * A query's articles as a card grid, with its loading, error (retry) and empty states. `within`:
 * the grid cell of the page the grid sits in, when it is not the whole width (for the covers' `sizes`).
 */
export function ArticleGrid<T>({
  query,
  select,
  empty,
  emptyHint,
  columns = 2,
  within = { xs: 12 },
  phoneLimit,
}: {
  query: UseQueryResult<T>;
  select: (data: T) => BlogCard[];
  empty: string;
  emptyHint?: string;
  columns?: 1 | 2 | 3;
  within?: GridShare;
  /** A phone shows this many (the section's "see all" link leads to the rest): a shorter page. */
  phoneLimit?: number;
}) {
  const { t } = useT('content');
  if (query.isPending) {
    return (
      <ListSkeleton
        label={t('common.loading')}
        count={columns === 1 ? 2 : columns}
        columns={columns}
        testId="articles-skeleton"
      />
    );
  }
  if (query.isError) return <ContentError error={query.error} onRetry={() => void query.refetch()} />;
  const articles = select(query.data);
  if (articles.length === 0) return <EmptyState title={empty} description={emptyHint} />;
  const cell = { xs: 12, sm: columns === 1 ? 12 : 6, lg: 12 / columns };
  const sizes = coverSizes(within, cell);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {articles.map((article, index) => (
        <Grid
          key={article.id}
          component="li"
          size={cell}
          sx={phoneLimit !== undefined && index >= phoneLimit ? { display: { xs: 'none', sm: 'block' } } : undefined}
        >
          <ArticleCard article={article} coverSizes={sizes} />
        </Grid>
      ))}
    </Grid>
  );
}
