import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { useValidationMessage } from '../../lib/use-validation-message';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-schemas';

/** The link in the verification email lands here (`?token=`); it also offers to resend the email. */
export function VerifyEmailPage() {
  const { t } = useT('account');
  const message = useValidationMessage();
  const [searchParams] = useSearchParams();
  const hasToken = Boolean(searchParams.get('token'));
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  return (
    <Page title={t('verifyEmail.title')} testId="verify-email-page">
      <Stack spacing={3}>
        <EmptyState
          title={hasToken ? t('verifyEmail.checkingTitle') : t('verifyEmail.inboxTitle')}
          description={hasToken ? t('verifyEmail.checkingDescription') : t('verifyEmail.inboxDescription')}
        />
        <FormCard onSubmit={handleSubmit(() => setSubmitted(true))} label={t('verifyEmail.resendTitle')}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('verifyEmail.resendTitle')}
          </Typography>
          <TextField
            {...register('email')}
            id="verify-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={!!errors.email}
            helperText={message(errors.email)}
            fullWidth
          />
          {submitted && <NotAvailableNotice message={t('verifyEmail.notAvailable')} />}
          <Button type="submit" variant="contained" fullWidth>
            {t('verifyEmail.resend')}
          </Button>
        </FormCard>
      </Stack>
    </Page>
  );
}
