import { useSearchParams } from 'react-router';
import Grid from '@mui/material/Grid';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { categoryName, useCategories } from '../../lib/api/get-categories';
import { useFilteredBlogs } from '../../lib/api/get-filtered-blogs';
import { readPage, toBlogFilter, useArticleFilters } from './article-filters';
import { ArticleFilterForm } from './article-filter-form';
import { ArticleResults } from './article-results';

/** The results' column beside the filters (also the covers' share of the page). */
const RESULTS_CELL = { xs: 12, md: 8, lg: 9 };

export function ArticleListPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const [filters, setFilters] = useArticleFilters();
  const [params] = useSearchParams();
  const categories = useCategories(lang);
  const articles = useFilteredBlogs(lang, toBlogFilter(filters, readPage(params)));
  const options = (categories.data ?? []).map((category) => ({
    slug: category.slug,
    name: categoryName(category, lang),
  }));
  return (
    <Page title={t('articles.title')} lead={t('articles.lead')} testId="article-list-page">
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <ArticleFilterForm value={filters} onApply={setFilters} categories={options} />
        </Grid>
        <Grid size={RESULTS_CELL} component="section" aria-label={t('articles.resultsLabel')}>
          <ArticleResults
            query={articles}
            empty={t('articles.empty')}
            emptyHint={t('articles.emptyHint')}
            within={RESULTS_CELL}
          />
        </Grid>
      </Grid>
    </Page>
  );
}
