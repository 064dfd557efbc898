import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import { FormCard } from '../../lib/form-card';
import { NotAvailableNotice } from '../../lib/not-available-notice';
import { useValidationMessage } from '../../lib/use-validation-message';
import { loginSchema, type LoginValues } from './auth-schemas';

export function LoginPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  // The sign-in API arrives in a later issue: a valid form only says so.
  const onSubmit = handleSubmit(() => setNotice(t('login.notAvailable')));

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
        {notice && <NotAvailableNotice message={notice} />}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('login.submit')}
        </Button>
        <Divider>{t('login.or')}</Divider>
        <Button variant="outlined" size="large" fullWidth onClick={() => setNotice(t('login.exchangeNotAvailable'))}>
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
