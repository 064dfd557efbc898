import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

export function RedeemHistoryPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  return (
    <Page title={t('redeemHistory.title')} lead={t('redeemHistory.lead')} testId="redeem-history-page">
      <EmptyState
        title={t('redeemHistory.emptyTitle')}
        description={t('redeemHistory.emptyDescription')}
        action={
          <Button component={RouterLink} to={paths.redeem(lang)} variant="contained">
            {t('redeemHistory.browse')}
          </Button>
        }
      />
    </Page>
  );
}
