import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, paymentPinSchema, PIN_LENGTH, type SubscriptionPackage } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  RequestError,
  toRequestError,
  useLanguage,
  useRequireLogin,
  useSessionStore,
  useT,
  useValidationMessage,
} from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useSubscriptionOrder } from './api/get-subscription-order';
import { useSubscriptionPackages } from './api/get-subscription-packages';
import { subscriptionKeys } from './api/query-keys';
import { usePurchaseSubscription } from './api/purchase-subscription';
import { PackageBenefits } from './components/package-benefits';
import { PinInput } from './components/pin-input';
import { useOrderKey } from './order-key';

/** The wallet PIN of the order summary, by the API's own rule. */
const pinFormSchema = z.object({ pin: paymentPinSchema });
type PinValues = z.input<typeof pinFormSchema>;

/** Order summary of a package, paid with the user's 6-digit wallet PIN. */
export function CheckoutPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const { packageId = '' } = useParams();
  const packages = useSubscriptionPackages();
  const pkg = packages.data?.find((p) => String(p.id) === packageId);

  return (
    <Page title={t('checkout.title')} testId="checkout-page">
      {packages.isPending && <LoadingState label={t('checkout.loading')} />}
      {packages.isError && (
        <ErrorState
          title={t('checkout.errorTitle')}
          description={packages.error.message}
          retryLabel={t('subscriptions.retry')}
          onRetry={() => void packages.refetch()}
        />
      )}
      {packages.data && !pkg && (
        <EmptyState
          title={t('checkout.notFoundTitle')}
          description={t('checkout.notFoundDescription')}
          action={
            <Button component={RouterLink} to={paths.subscriptions(lang)} variant="contained">
              {t('checkout.backToPackages')}
            </Button>
          }
        />
      )}
      {pkg && <CheckoutForm key={pkg.id} pkg={pkg} />}
    </Page>
  );
}

function CheckoutForm({ pkg }: { pkg: SubscriptionPackage }) {
  const { t } = useT('commerce');
  const fieldError = useValidationMessage();
  const lang = useLanguage();
  const navigate = useNavigate();
  const ensureLoggedIn = useRequireLogin();
  const purchase = usePurchaseSubscription();
  const queryClient = useQueryClient();
  // one order = one key, kept across retries (wrong PIN, lost answer, double click) and reloads
  const [orderKey, renewOrderKey] = useOrderKey();
  const signedIn = useSessionStore((s) => s.user !== null);
  const order = useSubscriptionOrder(orderKey, signedIn).data;
  useEffect(() => {
    if (order?.expired) renewOrderKey();
  }, [order?.expired, renewOrderKey]);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PinValues>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: '' } });

  const pay = ({ pin }: PinValues) =>
    ensureLoggedIn(() => {
      if (purchase.isPending || !orderKey) return;
      purchase.mutate(
        // the price on screen: the API refuses to charge another one
        { subscription: pkg.id, pin, idempotencyKey: orderKey, amountCents: pkg.price },
        {
          onSuccess: (result) => {
            void navigate(paths.paymentSuccess(lang), { state: { purchase: result } });
          },
          onError: (error) => {
            const code = toRequestError(error).code;
            if (code === 'PAYMENT_PIN_INVALID' || code === 'PAYMENT_PIN_FORMAT') setValue('pin', '');
            // a new order at today's price (shown again before the buyer pays)
            if (code === 'ORDER_EXPIRED' || code === 'ORDER_PRICE_CHANGED') {
              renewOrderKey();
              void queryClient.invalidateQueries({ queryKey: subscriptionKeys.packages() });
            }
          },
        },
      );
    });

  const failure = purchase.error ? toRequestError(purchase.error) : null;
  const price = t('subscriptions.price', { price: pkg.price / 100 });
  const pinHelpId = 'checkout-pin-help';

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-labelledby="order-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="order-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('checkout.summary')}
        </Typography>
        <Typography data-testid="checkout-package" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {pkg.name[lang]}
        </Typography>
        {pkg.description[lang] && <Typography color="text.secondary">{pkg.description[lang]}</Typography>}
        <PackageBenefits pkg={pkg} />
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography>{t('checkout.total')}</Typography>
          <Typography data-testid="checkout-total" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {price}
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate aria-label={t('checkout.confirm')} spacing={2} onSubmit={handleSubmit(pay)}>
          <Typography component="h2" id="checkout-pin-label" sx={{ fontWeight: 600 }}>
            {t('checkout.pin')}
          </Typography>
          <Controller
            control={control}
            name="pin"
            render={({ field }) => (
              <PinInput
                id="checkout-pin"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                length={PIN_LENGTH}
                label={t('checkout.pin')}
                boxLabel={(index) => t('checkout.pinBox', { n: index + 1, length: PIN_LENGTH })}
                error={!!errors.pin}
                disabled={purchase.isPending}
                describedBy={pinHelpId}
              />
            )}
          />
          <FormHelperText id={pinHelpId} error={!!errors.pin} sx={{ mx: 0 }} data-testid="checkout-pin-help">
            {fieldError(errors.pin) ?? t('checkout.pinHelp', { length: PIN_LENGTH })}
          </FormHelperText>
          {order?.status === 'paid' && (
            <Alert
              severity="success"
              data-testid="order-already-paid"
              action={
                <Button component={RouterLink} to={paths.profile(lang)} color="inherit" size="small">
                  {t('checkout.alreadyPaidAction')}
                </Button>
              }
            >
              {t('checkout.alreadyPaid')}
            </Alert>
          )}
          {failure && <PaymentFailure error={failure} />}
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={purchase.isPending}
            disabled={!orderKey || order?.status === 'paid'}
          >
            {t('checkout.payNow', { price })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('checkout.walletNote')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}

function PaymentFailure({ error }: { error: RequestError }) {
  const { t } = useT('commerce');
  const lang = useLanguage();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="payment-error"
      action={
        error.code === 'PAYMENT_WALLET_NOT_LINKED' ? (
          <Button component={RouterLink} to={paths.profile(lang)} color="inherit" size="small">
            {t('checkout.linkExchange')}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
