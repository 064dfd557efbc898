import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths, resendVerificationRequestSchema, type ResendVerificationRequest } from '@academy/contracts';
import { useLanguage, useT, useValidationMessage } from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { useResendVerificationMutation } from './api/resend-verification';
import { useVerifyEmailMutation } from './api/verify-email';

/** The link in the verification email lands here (`?token=`); it also offers to resend the email. */
export function VerifyEmailPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendVerificationRequest>({
    resolver: zodResolver(resendVerificationRequestSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // a verified link does not sign in: whoever holds the mail is not necessarily the user
    verify.mutate({ token });
  }, [token, verify]);

  const onResend = handleSubmit(async ({ email }) => {
    await resend.mutateAsync({ email, language: lang }).catch(() => undefined);
  });

  // the API refuses an unknown, used or expired link alike: the user needs a new one
  const linkRefused = ['RESET_LINK_EXPIRED', 'BAD_REQUEST', 'NOT_FOUND'].includes(errorCode(verify.error) ?? '');
  let status;
  if (!token) {
    status = <EmptyState title={t('verifyEmail.inboxTitle')} description={t('verifyEmail.inboxDescription')} />;
  } else if (verify.isSuccess) {
    status = (
      <Box data-testid="verify-success">
        <EmptyState
          title={verify.data.alreadyVerified ? t('verifyEmail.alreadyTitle') : t('verifyEmail.successTitle')}
          description={
            verify.data.alreadyVerified ? t('verifyEmail.alreadyDescription') : t('verifyEmail.successDescription')
          }
          action={
            <Button component={RouterLink} to={paths.login(lang)} variant="contained">
              {t('verifyEmail.toLogin')}
            </Button>
          }
        />
      </Box>
    );
  } else if (verify.isError) {
    status = (
      <ErrorState
        testId="verify-failed"
        title={linkRefused ? t('verifyEmail.expiredTitle') : t('verifyEmail.failedTitle')}
        description={`${linkRefused ? t('resetPassword.expired') : errorText(verify.error)} ${t('verifyEmail.failedDescription')}`}
      />
    );
  } else {
    status = <LoadingState label={t('verifyEmail.checking')} />;
  }

  const showResend = !token || verify.isError;
  return (
    <Page title={t('verifyEmail.title')} testId="verify-email-page">
      <Stack spacing={3}>
        {status}
        {showResend && (
          <FormCard onSubmit={onResend} label={t('verifyEmail.resendTitle')}>
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
            {resend.isSuccess && (
              <Alert severity="success" role="status" data-testid="resend-result">
                {t('verifyEmail.resendSuccess')}
              </Alert>
            )}
            {resend.isError && (
              <Alert severity="error" role="alert" data-testid="resend-result">
                {t('verifyEmail.resendFailed')}
              </Alert>
            )}
            <Button type="submit" variant="contained" fullWidth loading={resend.isPending}>
              {t('verifyEmail.resend')}
            </Button>
          </FormCard>
        )}
      </Stack>
    </Page>
  );
}
