import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateProfileRequestSchema, type UpdateProfileRequest } from '@academy/contracts';
import {
  toast,
  toSessionPatch,
  useLanguage,
  useSessionStore,
  useT,
  useValidationMessage,
  type SessionUser,
} from '@academy/platform';
import { ThaiText } from '@academy/ui';
import { useErrorText } from '../../../lib/request-error';
import { useProvinces } from '../api/provinces';
import { useUpdateMeMutation } from '../api/update-me';

/** The form's fields as the text its inputs hold. */
type ProfileValues = Record<
  'name' | 'surname' | 'phishingWords' | 'phoneNumber' | 'address' | 'province' | 'postcode' | 'walletAddress',
  string
> & { agreeToUpdate: boolean };

export const profileValuesOf = (user: SessionUser | null): ProfileValues => ({
  name: user?.name ?? '',
  surname: user?.surname ?? user?.lastName ?? '',
  phishingWords: user?.phishingWords ?? '',
  phoneNumber: user?.phoneNumber ?? user?.tel ?? '',
  address: user?.address ?? '',
  province: user?.province ?? '',
  postcode: user?.postcode ?? '',
  walletAddress: user?.walletAddress ?? '',
  agreeToUpdate: user?.agreeToUpdate ?? false,
});

const textFields = [
  ['name', 'given-name'],
  ['surname', 'family-name'],
] as const;

/**
 * Name, surname, email (read only), phishing words, phone, address, province, postcode, wallet,
 * and the consent to receive updates (the weekly mail; off until the learner turns it on).
 */
export function ProfileForm() {
  const { t } = useT('account');
  const lang = useLanguage();
  const message = useValidationMessage();
  const errorText = useErrorText();
  const user = useSessionStore((s) => s.user);
  const emailVerified = user?.emailVerified ?? false;
  const provinces = useProvinces();
  const update = useUpdateMeMutation();
  const {
    register,
    handleSubmit,
    control,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileRequest, unknown, UpdateProfileRequest>({
    // the API's own rules: what is sent is trimmed, the phone without spaces or dashes, an empty field null
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: profileValuesOf(user),
  });

  // the stored user is refreshed after the page opens (and after a KYC prefill): show it
  useEffect(() => {
    if (!isDirty) reset(profileValuesOf(user));
  }, [user, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ ...values, language: lang });
      reset(profileValuesOf(toSessionPatch(saved)));
      toast(t('profile.details.saved'), 'success');
    } catch {
      // shown below
    }
  });

  const province = watch('province');
  const options = provinces.data ?? [];
  const knownProvince = !province || options.some((p) => p.name_en === province);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.details.formTitle')} spacing={2.5}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('profile.details.formTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {textFields.map(([field, autoComplete]) => (
            <TextField
              key={field}
              {...register(field)}
              id={`profile-${field}`}
              label={t(`profile.details.fields.${field}`)}
              autoComplete={autoComplete}
              error={!!errors[field]}
              helperText={message(errors[field])}
              fullWidth
            />
          ))}
        </Stack>
        <TextField
          id="profile-email"
          label={t('profile.details.fields.email')}
          value={user?.email ?? ''}
          slotProps={{ input: { readOnly: true } }}
          helperText={t('profile.details.emailReadOnly')}
          fullWidth
        />
        <TextField
          {...register('phishingWords')}
          id="profile-phishingWords"
          label={t('profile.details.fields.phishingWords')}
          // whoever registered an address need not own it: only a verified owner sets the words
          disabled={!emailVerified}
          error={!!errors.phishingWords}
          helperText={
            message(errors.phishingWords) ??
            t(emailVerified ? 'profile.details.phishingHelp' : 'profile.details.phishingNeedsVerifiedEmail')
          }
          fullWidth
        />
        <TextField
          {...register('phoneNumber')}
          id="profile-phoneNumber"
          label={t('profile.details.fields.phoneNumber')}
          type="tel"
          autoComplete="tel"
          error={!!errors.phoneNumber}
          helperText={message(errors.phoneNumber)}
          fullWidth
        />
        <TextField
          {...register('address')}
          id="profile-address"
          label={t('profile.details.fields.address')}
          autoComplete="street-address"
          multiline
          minRows={2}
          error={!!errors.address}
          helperText={message(errors.address)}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...register('province')}
            id="profile-province"
            select
            label={t('profile.details.fields.province')}
            value={province}
            disabled={provinces.isPending}
            error={provinces.isError}
            helperText={provinces.isError ? t('profile.details.provincesFailed') : undefined}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">
              {provinces.isPending ? t('profile.details.loadingProvinces') : t('profile.details.selectProvince')}
            </option>
            {!knownProvince && <option value={province}>{province}</option>}
            {options.map((p) => (
              <option key={p.id} value={p.name_en}>
                {lang === 'th' ? p.name_th : p.name_en}
              </option>
            ))}
          </TextField>
          <TextField
            {...register('postcode')}
            id="profile-postcode"
            label={t('profile.details.fields.postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            error={!!errors.postcode}
            helperText={message(errors.postcode)}
            fullWidth
          />
        </Stack>
        <TextField
          {...register('walletAddress')}
          id="profile-walletAddress"
          label={t('profile.details.fields.walletAddress')}
          error={!!errors.walletAddress}
          helperText={message(errors.walletAddress)}
          slotProps={{ htmlInput: { spellCheck: false } }}
          fullWidth
        />
        <Controller
          name="agreeToUpdate"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  id="profile-agreeToUpdate"
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              // a long Thai label on a phone: lines break between words only
              label={<ThaiText>{t('profile.details.fields.agreeToUpdate')}</ThaiText>}
            />
          )}
        />
        {update.error && (
          <Alert severity="error" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {t('profile.details.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
