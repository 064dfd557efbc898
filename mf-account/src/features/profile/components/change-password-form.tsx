import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangePasswordRequest } from '@academy/contracts';
import { toast, useT, useValidationMessage } from '@academy/platform';
import { errorCode, useErrorText } from '../../../lib/request-error';
import { NewPasswordFields } from '../../../lib/new-password-fields';
import { useChangePasswordMutation } from '../api/change-password';
import { changePasswordFormSchema } from '../change-password-schema';

const fieldOfCode: Record<string, keyof ChangePasswordRequest> = {
  PASSWORD_OLD_INCORRECT: 'oldPassword',
  PASSWORD_SAME_AS_OLD: 'newPassword',
};

export function ChangePasswordForm() {
  const { t } = useT('account');
  const message = useValidationMessage();
  const errorText = useErrorText();
  const change = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      toast(t('profile.password.saved'), 'success');
    } catch (error) {
      const field = fieldOfCode[errorCode(error) ?? ''];
      if (field) setError(field, { message: `errors.${errorCode(error)}` });
    }
  });
  // API answers are platform keys (errors.X), the form's own rules are account keys
  const text = (error?: { message?: string }) =>
    error?.message?.startsWith('errors.') ? errorText(change.error) : message(error);
  const failure = change.error && !fieldOfCode[errorCode(change.error) ?? ''] ? change.error : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.password.title')} spacing={2.5}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('profile.password.title')}
        </Typography>
        <TextField
          {...register('oldPassword')}
          id="password-old"
          label={t('fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={!!errors.oldPassword}
          helperText={text(errors.oldPassword)}
          fullWidth
        />
        <NewPasswordFields
          register={register}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          idPrefix="password-new"
          label={t('fields.newPassword')}
          errors={{ password: errors.newPassword, confirm: errors.confirmPassword }}
          errorText={text}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
