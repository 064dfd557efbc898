import { Link, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { useFilteredBlogs } from '../../lib/api/get-filtered-blogs';
import { emptyArticleFilters, readPage, toBlogFilter } from './article-filters';
import { ArticleResults } from './article-results';

export function ExclusiveArticlesPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const articles = useFilteredBlogs(lang, toBlogFilter(emptyArticleFilters, readPage(params), 'exclusive'));
  return (
    <Page
      title={t('exclusive.title')}
      lead={t('exclusive.lead')}
      testId="exclusive-articles-page"
      actions={
        <Button component={Link} to={paths.subscriptions(lang)} variant="contained">
          {t('exclusive.action')}
        </Button>
      }
    >
      <ArticleResults query={articles} empty={t('exclusive.empty')} />
    </Page>
  );
}
