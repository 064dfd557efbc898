import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
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
import { registerSchema, type RegisterValues } from './auth-schemas';

export function RegisterPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(() => setSubmitted(true));

  return (
    <Page title={t('register.title')} lead={t('register.lead')} testId="register-page">
      <FormCard onSubmit={onSubmit} label={t('register.title')}>
        <TextField
          {...register('email')}
          id="register-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={message(errors.email)}
          fullWidth
        />
        <TextField
          {...register('password')}
          id="register-password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={message(errors.password) ?? message({ message: 'validation.passwordRules' })}
          fullWidth
        />
        <TextField
          {...register('confirmPassword')}
          id="register-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={!!errors.confirmPassword}
          helperText={message(errors.confirmPassword)}
          fullWidth
        />
        <FormControl error={!!errors.acceptTerms}>
          <Controller
            name="acceptTerms"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label={
                  <>
                    {t('register.agreePrefix')}{' '}
                    <Link component={RouterLink} to={paths.legal(lang, 'terms-and-conditions')}>
                      {t('register.terms')}
                    </Link>
                  </>
                }
              />
            )}
          />
          {errors.acceptTerms && <FormHelperText>{message(errors.acceptTerms)}</FormHelperText>}
        </FormControl>
        {submitted && <NotAvailableNotice message={t('register.notAvailable')} />}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('register.submit')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('register.haveAccount')}</Typography>
          <Link component={RouterLink} to={paths.login(lang)}>
            {t('register.login')}
          </Link>
        </Stack>
      </FormCard>
    </Page>
  );
}
