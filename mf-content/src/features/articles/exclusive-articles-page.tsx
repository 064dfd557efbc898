import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

export function ExclusiveArticlesPage() {
  const { t } = useT('content');
  const lang = useLanguage();
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
      <EmptyState title={t('exclusive.empty')} />
    </Page>
  );
}
