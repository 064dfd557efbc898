import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { useValidationMessage } from '../../lib/use-validation-message';
import { forgotPasswordSchema, type ForgotPasswordValues } from './auth-schemas';

export function ForgotPasswordPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  return (
    <Page title={t('forgotPassword.title')} lead={t('forgotPassword.lead')} testId="forgot-password-page">
      <FormCard onSubmit={handleSubmit(() => setSubmitted(true))} label={t('forgotPassword.title')}>
        <TextField
          {...register('email')}
          id="forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={message(errors.email)}
          fullWidth
        />
        {submitted && <NotAvailableNotice message={t('forgotPassword.notAvailable')} />}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('forgotPassword.submit')}
        </Button>
        <Link component={RouterLink} to={paths.login(lang)} sx={{ alignSelf: 'center' }}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </FormCard>
    </Page>
  );
}
