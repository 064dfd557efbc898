import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/** The blog article frame; until the content API exists every slug is "not available yet". */
export function ArticlePage() {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Page title={t('article.title')} testId="article-page">
      <EmptyState
        title={t('article.empty')}
        description={t('article.emptyHint')}
        action={
          <Button component={Link} to={paths.articles(lang)} variant="outlined">
            {t('common.backToArticles')}
          </Button>
        }
      />
    </Page>
  );
}
