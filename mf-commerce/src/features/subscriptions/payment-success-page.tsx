import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, subscriptionPurchaseResponseSchema } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';

/** After a purchase: what was bought and until when (from the checkout's navigation state). */
export function PaymentSuccessPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const state = useLocation().state as { purchase?: unknown } | null;
  const parsed = subscriptionPurchaseResponseSchema.safeParse(state?.purchase);
  const result = parsed.success ? parsed.data : null;

  return (
    <Page title={t('paymentSuccess.title')} lead={t('paymentSuccess.lead')} testId="payment-success-page">
      {result && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }} data-testid="payment-success-summary">
          <Typography sx={{ fontWeight: 600 }}>{result.purchase.packageName[lang]}</Typography>
          <Typography>{t('paymentSuccess.paid', { price: result.purchase.amountCents / 100 })}</Typography>
          {result.subscription.endDay && (
            <Typography>{t('paymentSuccess.validUntil', { date: new Date(result.subscription.endDay) })}</Typography>
          )}
          {result.purchase.nftStatus === 'minted' && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('paymentSuccess.nftMinted', { tokenId: result.purchase.nftTokenId })}
            </Alert>
          )}
          {(result.purchase.nftStatus === 'failed' ||
            result.purchase.nftStatus === 'pending' ||
            result.purchase.nftStatus === 'minting') && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('paymentSuccess.nftPending')}
            </Alert>
          )}
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.profileTab(lang, 'subscription')} variant="contained">
          {t('paymentSuccess.mySubscription')}
        </Button>
        <Button component={RouterLink} to={paths.exclusiveArticles(lang)} variant="outlined">
          {t('paymentSuccess.exclusive')}
        </Button>
        <Button component={RouterLink} to={paths.quizzes(lang)} variant="outlined">
          {t('paymentSuccess.quizzes')}
        </Button>
      </Stack>
    </Page>
  );
}
