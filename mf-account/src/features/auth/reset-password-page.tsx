import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { useValidationMessage } from '../../lib/use-validation-message';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-schemas';

export function ResetPasswordPage() {
  const { t } = useT('account');
  const message = useValidationMessage();
  const [searchParams] = useSearchParams();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <Page title={t('resetPassword.title')} lead={t('resetPassword.lead')} testId="reset-password-page">
      <FormCard onSubmit={handleSubmit(() => setSubmitted(true))} label={t('resetPassword.title')}>
        {!searchParams.get('token') && <Alert severity="warning">{t('resetPassword.missingToken')}</Alert>}
        <TextField
          {...register('password')}
          id="reset-password"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={message(errors.password) ?? message({ message: 'validation.passwordRules' })}
          fullWidth
        />
        <TextField
          {...register('confirmPassword')}
          id="reset-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={!!errors.confirmPassword}
          helperText={message(errors.confirmPassword)}
          fullWidth
        />
        {submitted && <NotAvailableNotice message={t('resetPassword.notAvailable')} />}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('resetPassword.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
