import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

export function ArticleListPage() {
  const { t } = useT('content');
  return (
    <Page title={t('articles.title')} testId="article-list-page">
      <EmptyState title={t('articles.empty')} />
    </Page>
  );
}
