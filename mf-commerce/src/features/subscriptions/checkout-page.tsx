import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PIN_LENGTH } from '@academy/contracts';
import { useRequireLogin, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { pinSchema, type PinValues } from './pin-schema';

/** Order summary of a package, confirmed with the user's 6-digit wallet PIN. */
export function CheckoutPage() {
  const { t } = useT('commerce');
  const { packageId = '' } = useParams();
  const ensureLoggedIn = useRequireLogin();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PinValues>({ resolver: zodResolver(pinSchema), defaultValues: { pin: '' } });

  return (
    <Page title={t('checkout.title')} testId="checkout-page">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="order-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="order-summary-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('checkout.summary')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{t('checkout.package', { id: packageId })}</Typography>
          <Typography color="text.secondary">{t('checkout.detailsSoon')}</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            noValidate
            aria-label={t('checkout.confirm')}
            spacing={2}
            onSubmit={handleSubmit(() => ensureLoggedIn(() => setSubmitted(true)))}
          >
            <TextField
              {...register('pin')}
              id="checkout-pin"
              label={t('checkout.pin')}
              type="password"
              autoComplete="off"
              error={!!errors.pin}
              helperText={errors.pin?.message ? t(errors.pin.message, { length: PIN_LENGTH }) : t('checkout.pinHelp', { length: PIN_LENGTH })}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PIN_LENGTH } }}
              fullWidth
            />
            {submitted && <NotAvailableNotice message={t('checkout.notAvailable')} />}
            <Button type="submit" variant="contained" size="large" fullWidth>
              {t('checkout.confirm')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Page>
  );
}
