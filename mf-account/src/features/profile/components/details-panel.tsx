import Stack from '@mui/material/Stack';
import { ChangePasswordForm } from './change-password-form';
import { KycSection } from './kyc-section';
import { ProfileForm } from './profile-form';
import { ProfileImage } from './profile-image';

/** The profile's details: image, KYC, the editable fields and change password. */
export function DetailsPanel() {
  return (
    <Stack spacing={3}>
      <ProfileImage />
      <KycSection />
      <ProfileForm />
      <ChangePasswordForm />
    </Stack>
  );
}
