import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { couponCheckQuerySchema, type CouponRedeemRequest } from '@academy/contracts';
import { toRequestError, useRequireLogin, useT, useValidationMessage } from '@academy/platform';
import { Page } from '@academy/ui';
import { useCheckCoupon } from './api/check-coupon';
import { useRedeemCoupon } from './api/redeem-coupon';

/** Check a coupon code (what it gives), then redeem it: points or a subscription package. */
export function CouponPage() {
  const { t } = useT('commerce');
  const fieldError = useValidationMessage();
  const ensureLoggedIn = useRequireLogin();
  const check = useCheckCoupon();
  const redeem = useRedeemCoupon();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CouponRedeemRequest>({
    resolver: zodResolver(couponCheckQuerySchema),
    defaultValues: { code: '' },
  });

  const onCheck = handleSubmit(({ code }) =>
    ensureLoggedIn(() => {
      redeem.reset();
      check.mutate(code);
    }),
  );
  const failure = check.error ?? redeem.error;
  const checked = check.data;

  return (
    <Page title={t('coupons.title')} lead={t('coupons.lead')} testId="coupon-page">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack
          component="form"
          noValidate
          aria-label={t('coupons.title')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={onCheck}
        >
          <TextField
            {...register('code', { onChange: () => check.reset() })}
            id="coupon-code"
            label={t('coupons.code')}
            autoComplete="off"
            error={!!errors.code}
            helperText={fieldError(errors.code)}
            fullWidth
          />
          <Button type="submit" variant="outlined" size="large" sx={{ flexShrink: 0 }} disabled={check.isPending}>
            {t('coupons.check')}
          </Button>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="coupon-error">
            {toRequestError(failure).message}
          </Alert>
        )}
        {checked && !redeem.data && (
          <Stack spacing={2} sx={{ mt: 2 }} data-testid="coupon-checked">
            <Alert severity="info">
              {checked.points
                ? t('coupons.givesPoints', { count: checked.points, code: checked.code })
                : t('coupons.givesPackage', { name: checked.packageName ?? '', code: checked.code })}{' '}
              {t('coupons.expires', { date: new Date(checked.expiresAt) })}
            </Alert>
            <Button
              variant="contained"
              disabled={redeem.isPending}
              onClick={() => redeem.mutate(checked.code, { onSuccess: () => reset({ code: '' }) })}
              data-testid="coupon-redeem"
            >
              {t('coupons.submit')}
            </Button>
          </Stack>
        )}
        {redeem.data && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="coupon-success">
            {redeem.data.points
              ? t('coupons.successPoints', { count: redeem.data.points, balance: redeem.data.point })
              : t('coupons.successPackage', { name: redeem.data.packageName ?? '' })}
          </Alert>
        )}
      </Paper>
    </Page>
  );
}
