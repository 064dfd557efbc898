import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState } from '@academy/ui';

export function SubscriptionPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  return (
    <EmptyState
      title={t('profile.subscription.emptyTitle')}
      description={t('profile.subscription.emptyDescription')}
      action={
        <Button component={RouterLink} to={paths.subscriptions(lang)} variant="contained">
          {t('profile.subscription.browse')}
        </Button>
      }
    />
  );
}
