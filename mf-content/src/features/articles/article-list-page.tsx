import Grid from '@mui/material/Grid';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { useArticleFilters } from './article-filters';
import { ArticleFilterForm } from './article-filter-form';

export function ArticleListPage() {
  const { t } = useT('content');
  const [filters, setFilters] = useArticleFilters();
  return (
    <Page title={t('articles.title')} lead={t('articles.lead')} testId="article-list-page">
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <ArticleFilterForm value={filters} onApply={setFilters} />
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <EmptyState title={t('articles.empty')} description={t('articles.emptyHint')} />
        </Grid>
      </Grid>
    </Page>
  );
}
