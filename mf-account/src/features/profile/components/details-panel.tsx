import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSessionStore, useT } from '@academy/platform';

const fields = ['name', 'surname', 'email', 'phishingWords', 'phoneNumber', 'address', 'province', 'postcode', 'walletAddress'] as const;

/** Read-only view of the stored profile; editing, the image and change password come with the API. */
export function DetailsPanel() {
  const { t } = useT('account');
  const user = useSessionStore((s) => s.user);
  const kyc = user?.kycStatus ?? 'unverified';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('profile.details.kyc')}</Typography>
        <Chip size="small" color={kyc === 'verified' ? 'success' : 'default'} label={t(`profile.details.kycStatus.${kyc}`)} />
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          {fields.map((field) => (
            <Stack key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(`profile.details.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {user?.[field] || t('profile.details.notSet')}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Typography color="text.secondary">{t('profile.details.editingSoon')}</Typography>
    </Stack>
  );
}
