import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRequireLogin, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { NotAvailableNotice } from '../../lib/not-available-notice';

const couponSchema = z.object({ code: z.string().trim().min(1, 'coupons.validation.codeRequired') });
type CouponValues = z.input<typeof couponSchema>;

/** Redeem a coupon code (GET client/coupon-codes/check comes in a later issue). */
export function CouponPage() {
  const { t } = useT('commerce');
  const ensureLoggedIn = useRequireLogin();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CouponValues>({ resolver: zodResolver(couponSchema), defaultValues: { code: '' } });

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
          onSubmit={handleSubmit(() => ensureLoggedIn(() => setSubmitted(true)))}
        >
          <TextField
            {...register('code')}
            id="coupon-code"
            label={t('coupons.code')}
            autoComplete="off"
            error={!!errors.code}
            helperText={errors.code?.message && t(errors.code.message)}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0 }}>
            {t('coupons.submit')}
          </Button>
        </Stack>
        {submitted && (
          <Stack sx={{ mt: 2 }}>
            <NotAvailableNotice message={t('coupons.notAvailable')} />
          </Stack>
        )}
      </Paper>
      <EmptyState title={t('coupons.emptyTitle')} description={t('coupons.emptyDescription')} />
    </Page>
  );
}
