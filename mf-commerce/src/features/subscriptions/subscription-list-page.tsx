import { SUBSCRIPTION_PROMO_FROM_USD } from '@academy/contracts';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import Typography from '@mui/material/Typography';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Subscription packages (GET client/subscriptions comes in a later issue). */
export function SubscriptionListPage() {
  const { t } = useT('commerce');
  return (
    <Page title={t('subscriptions.title')} lead={t('subscriptions.lead')} testId="subscription-list-page">
      <Typography data-testid="subscription-promo" sx={{ fontWeight: 600, color: 'primary.main', mb: 2 }}>
        {t('subscriptions.from', { price: usd.format(SUBSCRIPTION_PROMO_FROM_USD) })}
      </Typography>
      <EmptyState title={t('subscriptions.emptyTitle')} description={t('subscriptions.emptyDescription')} />
    </Page>
  );
}
