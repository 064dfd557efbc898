import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

export function RewardTrackingPage() {
  const { t } = useT('commerce');
  return (
    <Page title={t('tracking.title')} lead={t('tracking.lead')} testId="reward-tracking-page">
      <EmptyState title={t('tracking.emptyTitle')} description={t('tracking.emptyDescription')} />
    </Page>
  );
}
