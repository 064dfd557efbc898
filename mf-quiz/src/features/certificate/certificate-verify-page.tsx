import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { paths } from '@academy/contracts';
import { toRequestError, useLanguage, useT } from '@academy/platform';
import { ErrorState, LoadingState, Page } from '@academy/ui';
import { useCertificate } from './api/get-certificate';
import { formatCertificateDate } from './components/certificate-view';
import { useVerifyUrl } from './use-verify-url';

/** The public verification page (no login): is this certificate real, whose, for what (a quiz or a learning path). */
export function CertificateVerifyPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const { publicId = '' } = useParams();
  const certificate = useCertificate(publicId);
  const verifyUrl = useVerifyUrl(lang, publicId);

  let body;
  if (certificate.isPending) body = <LoadingState label={t('certificate.loading')} />;
  else if (certificate.isError) {
    const status = toRequestError(certificate.error).status;
    body =
      status === 404 || status === 400 ? (
        <Alert severity="error" data-testid="certificate-invalid">
          {t('verify.invalid', { id: publicId })}
        </Alert>
      ) : (
        <ErrorState title={t('certificate.error')} retryLabel={t('retry')} onRetry={() => void certificate.refetch()} />
      );
  } else {
    const c = certificate.data;
    // what it certifies: a quiz passed with its grade, or a learning path completed with its steps
    const subject: Array<[string, string]> =
      c.kind === 'path'
        ? [
            [t('verify.path'), c.title[lang]],
            [t('verify.steps'), t('verify.stepsValue', { count: c.steps })],
          ]
        : [
            [t('verify.quiz'), c.title[lang]],
            [t('verify.grade'), t('verify.gradeValue', { grade: c.grade, score: c.score })],
          ];
    // the holder's name and where it comes from: the exchange's identity check, or as typed
    const rows: Array<[string, string, string?]> = [
      [t('verify.holder'), c.holderName, t(`verify.holderNameSource.${c.holderNameSource}`)],
      ...subject,
      [t('verify.date'), formatCertificateDate(c.issuedAt, lang)],
      [t('verify.id'), c.publicId],
    ];
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Alert severity="success" data-testid="certificate-valid">
            {t('verify.valid')}
          </Alert>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
          >
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
            >
              {rows.map(([label, value, note]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
                    {note && (
                      <Typography variant="body2" color="text.secondary" data-testid="certificate-name-source">
                        {note}
                      </Typography>
                    )}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box sx={{ bgcolor: '#fff', p: 1, width: 144, height: 144 }}>
              {verifyUrl && <QRCodeSVG value={verifyUrl} size={128} title={t('certificate.qrLabel')} />}
            </Box>
          </Box>
          <Button component={RouterLink} to={paths.certificate(lang, c.publicId)} sx={{ alignSelf: 'flex-start' }}>
            {t('verify.viewCertificate')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Page title={t('verify.title')} lead={t('verify.lead')} testId="certificate-verify-page">
      {body}
    </Page>
  );
}
