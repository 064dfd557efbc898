import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';

export function PaymentSuccessPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  return (
    <Page title={t('paymentSuccess.title')} lead={t('paymentSuccess.lead')} testId="payment-success-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.profileTab(lang, 'subscription')} variant="contained">
          {t('paymentSuccess.mySubscription')}
        </Button>
        <Button component={RouterLink} to={paths.quizzes(lang)} variant="outlined">
          {t('paymentSuccess.quizzes')}
        </Button>
      </Stack>
    </Page>
  );
}
