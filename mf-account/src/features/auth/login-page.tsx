import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginRequestSchema, paths, type LoginRequest } from '@academy/contracts';
import { signIn, takeRedirectUrl, useLanguage, useT, useValidationMessage } from '@academy/platform';
import { Page, standaloneLink } from '@academy/ui';
import { TextInput } from '@academy/ui/text-input';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { startExchangeSignOn } from '../../lib/exchange/sign-on';
import { useLoginMutation } from './api/login';

/** The query parameter of the login page that starts the exchange sign-on on arrival. */
const EXCHANGE_START_PARAM = 'start';

export function LoginPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const loginMutation = useLoginMutation();
  const [leaving, setLeaving] = useState(false);
  const [params] = useSearchParams();
  const started = useRef(false);
  const signOnWithExchange = () => {
    if (started.current) return;
    started.current = true;
    setLeaving(true);
    void startExchangeSignOn(lang, 'login').catch(() => {
      started.current = false;
      setLeaving(false);
    });
  };
  // `?start=exchange`: the exchange button's link, followed before the page's scripts had run
  // (a server-rendered page): start the sign-on now. The parameter is dropped first, so coming
  // back from the exchange does not start it again.
  const startRequested = params.get(EXCHANGE_START_PARAM) === 'exchange';
  useEffect(() => {
    if (!startRequested) return;
    navigate(paths.login(lang), { replace: true });
    signOnWithExchange();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the link was followed
  }, [startRequested]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const auth = await loginMutation.mutateAsync(values);
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
        <TextInput
          {...register('email')}
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={message(errors.email)}
          fullWidth
        />
        <TextInput
          {...register('password')}
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={!!errors.password}
          helperText={message(errors.password)}
          fullWidth
        />
        <Link component={RouterLink} to={paths.forgotPassword(lang)} sx={{ ...standaloneLink, alignSelf: 'flex-end' }}>
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
        {/* A real link (to this page, which then starts the sign-on): it works before the page's
            scripts have run; after that a click starts the sign-on directly. */}
        <Button
          variant="outlined"
          size="large"
          fullWidth
          loading={leaving}
          href={`${paths.login(lang)}?${EXCHANGE_START_PARAM}=exchange`}
          role="button"
          onClick={(event) => {
            event.preventDefault();
            signOnWithExchange();
          }}
        >
          {t('login.withExchange')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('login.noAccount')}</Typography>
          <Link component={RouterLink} to={paths.register(lang)} sx={standaloneLink}>
            {t('login.register')}
          </Link>
        </Stack>
      </FormCard>
    </Page>
  );
}
