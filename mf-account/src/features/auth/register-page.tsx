import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, registerRequestSchema, type RegisterRequest } from '@academy/contracts';
import { useLanguage, useT, useValidationMessage } from '@academy/platform';
import { EmptyState, Page, standaloneLink } from '@academy/ui';
import { TextInput } from '@academy/ui/text-input';
import { FormCard } from '../../lib/form-card';
import { errorCode, useErrorText } from '../../lib/request-error';
import { NewPasswordFields } from '../../lib/new-password-fields';
import { useRegisterMutation } from './api/register';

export function RegisterPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const registerMutation = useRegisterMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync({ ...values, language: lang });
    } catch (error) {
      // "Email is duplicate." belongs to the email field
      if (errorCode(error) === 'REGISTER_EMAIL_DUPLICATE')
        setError('email', { message: 'errors.REGISTER_EMAIL_DUPLICATE' });
    }
  });
  const failure =
    registerMutation.error && errorCode(registerMutation.error) !== 'REGISTER_EMAIL_DUPLICATE'
      ? registerMutation.error
      : null;

  if (registerMutation.isSuccess) {
    return (
      <Page title={t('register.title')} testId="register-page">
        <Box data-testid="register-success" role="status">
          <EmptyState
            title={t('register.successTitle')}
            description={t('register.successDescription', { email: getValues('email') })}
            action={
              <Button component={RouterLink} to={paths.login(lang)} variant="contained">
                {t('register.login')}
              </Button>
            }
          />
        </Box>
      </Page>
    );
  }

  return (
    <Page title={t('register.title')} lead={t('register.lead')} testId="register-page">
      <FormCard onSubmit={onSubmit} label={t('register.title')}>
        <TextInput
          {...register('email')}
          id="register-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={
            errors.email?.message?.startsWith('errors.') ? errorText(registerMutation.error) : message(errors.email)
          }
          fullWidth
        />
        <NewPasswordFields
          register={register}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          idPrefix="register"
          label={t('fields.password')}
          errors={{ password: errors.password, confirm: errors.confirmPassword }}
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
        {failure && (
          <Alert severity="error" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" fullWidth loading={registerMutation.isPending}>
          {t('register.submit')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('register.haveAccount')}</Typography>
          <Link component={RouterLink} to={paths.login(lang)} sx={standaloneLink}>
            {t('register.login')}
          </Link>
        </Stack>
      </FormCard>
    </Page>
  );
}
