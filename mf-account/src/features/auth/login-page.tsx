import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { signIn, takeRedirectUrl, useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { useValidationMessage } from '../../lib/use-validation-message';
import { startExchangeSignOn } from '../../lib/exchange/sign-on';
import { useLoginMutation } from './api/login';
import { loginSchema, type LoginValues } from '../../lib/auth-schemas';

export function LoginPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const auth = await loginMutation.mutateAsync({ email: values.email, password: values.password });
      await signIn(auth);
      navigate(takeRedirectUrl(paths.home(lang)), { replace: true });
    } catch {
      // shown below from the mutation's error
    }
  });
  const failure = loginMutation.error;
  const busy = loginMutation.isPending || isSubmitting;

  return (
    <Page title={t('login.title')} lead={t('login.lead')} testId="login-page">
      <FormCard onSubmit={onSubmit} label={t('login.title')}>
        <TextField
          {...register('email')}
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={message(errors.email)}
          fullWidth
        />
        <TextField
          {...register('password')}
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={!!errors.password}
          helperText={message(errors.password)}
          fullWidth
        />
        <Link component={RouterLink} to={paths.forgotPassword(lang)} sx={{ alignSelf: 'flex-end' }}>
          {t('login.forgotPassword')}
        </Link>
        {failure && (
          <Alert
            severity="error"
            role="alert"
            data-testid="login-error"
            action={
              errorCode(failure) === 'LOGIN_EMAIL_NOT_VERIFIED' ? (
                <Link
                  component={RouterLink}
                  to={`${paths.verifyEmail(lang)}?email=${encodeURIComponent(getValues('email'))}`}
                  sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
                >
                  {t('login.resend')}
                </Link>
              ) : undefined
            }
          >
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {t('login.submit')}
        </Button>
        <Divider>{t('login.or')}</Divider>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void startExchangeSignOn(lang, 'login').catch(() => setLeaving(false));
          }}
        >
          {t('login.withExchange')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('login.noAccount')}</Typography>
          <Link component={RouterLink} to={paths.register(lang)}>
            {t('login.register')}
          </Link>
        </Stack>
      </FormCard>
    </Page>
  );
}
