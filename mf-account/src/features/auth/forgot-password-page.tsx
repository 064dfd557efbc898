import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { forgotPasswordRequestSchema, paths, type ForgotPasswordRequest } from '@academy/contracts';
import { useLanguage, useT, useValidationMessage } from '@academy/platform';
import { Page, standaloneLink } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { useForgotPasswordMutation } from './api/forgot-password';

export function ForgotPasswordPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const forgot = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync({ email, language: lang });
    } catch (error) {
      if (errorCode(error) === 'RESET_EMAIL_NOT_FOUND') setError('email', { message: 'errors.RESET_EMAIL_NOT_FOUND' });
    }
  });
  const emailNotFound = errors.email?.message === 'errors.RESET_EMAIL_NOT_FOUND';
  const failure = forgot.error && errorCode(forgot.error) !== 'RESET_EMAIL_NOT_FOUND' ? forgot.error : null;

  return (
    <Page title={t('forgotPassword.title')} lead={t('forgotPassword.lead')} testId="forgot-password-page">
      <FormCard onSubmit={onSubmit} label={t('forgotPassword.title')}>
        <TextField
          {...register('email')}
          id="forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={emailNotFound ? errorText(forgot.error) : message(errors.email)}
          fullWidth
        />
        {forgot.isSuccess && (
          <Alert severity="success" role="status" data-testid="forgot-success">
            {t('forgotPassword.sent')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={forgot.isPending}>
          {t('forgotPassword.submit')}
        </Button>
        <Link component={RouterLink} to={paths.login(lang)} sx={{ ...standaloneLink, alignSelf: 'center' }}>
          {t('forgotPassword.backToLogin')}
        </Link>
      </FormCard>
    </Page>
  );
}
