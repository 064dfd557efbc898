import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_IMAGE_LIMIT_BYTES, PROFILE_IMAGE_TYPES } from '@academy/contracts';
import { toast, useSessionStore, useT } from '@academy/platform';
import { useErrorText } from '../../../lib/request-error';
import { useUploadProfileImageMutation } from '../api/profile-image';

/** Pick an image (5 MB at most, checked before sending) and upload it as the profile image. */
export function ProfileImage() {
  const { t } = useT('account');
  const errorText = useErrorText();
  const inputId = useId();
  const user = useSessionStore((s) => s.user);
  const upload = useUploadProfileImageMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    if (!file.type.startsWith('image/') || !(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('profile.image.notImage'));
      return;
    }
    if (file.size > PROFILE_IMAGE_LIMIT_BYTES) {
      // the same words as the API's refusal (contracts' error catalogue)
      setProblem(t('errors.PROFILE_IMAGE_TOO_LARGE', { ns: 'platform' }));
      return;
    }
    setProblem(null);
    upload.mutate(file, { onSuccess: () => toast(t('profile.image.saved'), 'success') });
  };

  const displayName = user?.name || user?.email || '';
  const failure = problem ?? (upload.error ? errorText(upload.error) : null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar src={user?.profileImage} alt={t('profile.image.alt')} sx={{ width: 72, height: 72, fontSize: '2rem' }}>
        {displayName.charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          loading={upload.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('profile.image.choose')}
          <input
            id={inputId}
            data-testid="profile-image-input"
            type="file"
            accept={PROFILE_IMAGE_TYPES.join(',')}
            hidden
            onChange={onChange}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('profile.image.help')}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert" data-testid="profile-image-error">
            {failure}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
