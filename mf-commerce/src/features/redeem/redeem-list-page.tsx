import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { POINTS_PER_KKUB, paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/** Rewards to redeem with points (crypto, physical, subscription). Redeeming needs KYC (later). */
export function RedeemListPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  return (
    <Page
      title={t('redeem.title')}
      lead={t('redeem.lead')}
      testId="redeem-list-page"
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.redeemHistory(lang)} variant="outlined" size="small">
            {t('redeem.history')}
          </Button>
          <Button component={RouterLink} to={paths.rewardTracking(lang)} variant="outlined" size="small">
            {t('redeem.tracking')}
          </Button>
        </Stack>
      }
    >
      <Alert severity="info" data-testid="points-rate">
        {t('redeem.rate', { points: POINTS_PER_KKUB })}
      </Alert>
      <EmptyState title={t('redeem.emptyTitle')} description={t('redeem.emptyDescription')} />
    </Page>
  );
}
