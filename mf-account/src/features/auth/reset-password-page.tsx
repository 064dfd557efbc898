import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { paths, resetPasswordRequestSchema, type ResetPasswordRequest } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { useResetPasswordMutation } from './api/reset-password';

/** The link of the reset email lands here (`?token=`); after a good reset the user logs in with the new password. */
export function ResetPasswordPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    // the link's token is part of the request the form validates (no token: the page says the link is bad)
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      await reset.mutateAsync(values);
    } catch {
      // shown below
    }
  });
  // an unknown token is as good as an expired one: the user has to ask again
  const expired = ['RESET_LINK_EXPIRED', 'NOT_FOUND', 'BAD_REQUEST'].includes(errorCode(reset.error) ?? '');

  return (
    <Page title={t('resetPassword.title')} lead={t('resetPassword.lead')} testId="reset-password-page">
      <FormCard onSubmit={onSubmit} label={t('resetPassword.title')}>
        {!token && <Alert severity="warning">{t('resetPassword.missingToken')}</Alert>}
        {reset.isSuccess && (
          <Alert
            severity="success"
            role="status"
            data-testid="reset-success"
            action={
              <Link component={RouterLink} to={paths.login(lang)} sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
                {t('resetPassword.login')}
              </Link>
            }
          >
            {t('resetPassword.saved')}
          </Alert>
        )}
        {reset.error && (
          <Alert
            severity="error"
            role="alert"
            data-testid="reset-error"
            action={
              expired ? (
                <Link
                  component={RouterLink}
                  to={paths.forgotPassword(lang)}
                  sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
                >
                  {t('resetPassword.requestAgain')}
                </Link>
              ) : undefined
            }
          >
            {expired ? t('resetPassword.expired') : errorText(reset.error)}
          </Alert>
        )}
        <NewPasswordFields
          register={register}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          idPrefix="reset"
          label={t('fields.newPassword')}
          errors={{ password: errors.password, confirm: errors.confirmPassword }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={reset.isPending}
          disabled={!token || reset.isSuccess}
        >
          {t('resetPassword.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
