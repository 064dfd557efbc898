import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/**
 * A pass's certificate, printable on A4. Until the certificate API exists every id is not found,
 * so the print button stays disabled.
 */
export function CertificatePage() {
  const { t } = useT('quiz');
  const { id = '' } = useParams();
  return (
    <Page
      title={t('certificate.title')}
      testId="certificate-page"
      actions={
        <Button variant="contained" onClick={() => window.print()} disabled sx={{ '@media print': { display: 'none' } }}>
          {t('certificate.print')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, aspectRatio: { md: '297 / 210' }, display: 'grid', placeItems: 'center' }}>
        <EmptyState title={t('certificate.notFoundTitle')} description={t('certificate.notFoundDescription', { id })} />
      </Paper>
    </Page>
  );
}
