import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { paths, type PathProgress, type UserId } from '@academy/contracts';
import { toRequestError, useLanguage, useT } from '@academy/platform';
import { useClaimPathCertificate } from './api/claim-path-certificate';

/** A completed path's certificate: the link once claimed, else the button that claims it. */
export function PathCertificate({ userId, progress }: { userId: UserId; progress: PathProgress }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const claim = useClaimPathCertificate(userId, progress.slug);
  if (progress.certificateId) {
    return (
      <Button
        component={Link}
        to={paths.certificate(lang, progress.certificateId)}
        variant="contained"
        startIcon={<WorkspacePremiumIcon />}
        data-testid="path-certificate-link"
      >
        {t('paths.certificate.view')}
      </Button>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <Button
        variant="contained"
        startIcon={<WorkspacePremiumIcon />}
        disabled={claim.isPending}
        onClick={() => claim.mutate()}
      >
        {t('paths.certificate.get')}
      </Button>
      {claim.isError && (
        <Alert severity="error" sx={{ width: '100%' }} data-testid="path-certificate-error">
          {toRequestError(claim.error).message}
        </Alert>
      )}
    </Stack>
  );
}
