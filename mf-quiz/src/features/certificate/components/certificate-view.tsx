import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { Language, PublicCertificate } from '@academy/contracts';
import { formatDate, useT } from '@academy/platform';

export const formatCertificateDate = (iso: string, lang: Language) => formatDate(iso, lang, { dateStyle: 'long' });

/**
 * The certificate itself: A4 landscape proportions on screen, exactly one A4 page in print.
 * `verifyUrl` (absolute, known only in the browser) draws the QR code; until then a placeholder.
 * A quiz's certificate states its grade, a learning path's its steps.
 */
export function CertificateView({
  certificate,
  lang,
  verifyUrl,
}: {
  certificate: PublicCertificate;
  lang: Language;
  verifyUrl: string | null;
}) {
  const { t } = useT('quiz');
  return (
    <Box
      id="academy-certificate"
      data-testid="certificate"
      sx={{
        position: 'relative',
        aspectRatio: '297 / 210',
        width: '100%',
        maxWidth: 1000,
        mx: 'auto',
        border: 8,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        p: { xs: 2, sm: 5 },
        display: 'grid',
        gridTemplateRows: '1fr auto',
        overflow: 'hidden',
        '@media print': {
          width: '297mm',
          height: '210mm',
          maxWidth: 'none',
          aspectRatio: 'auto',
          bgcolor: '#fff',
          color: '#000',
          p: '18mm',
          boxSizing: 'border-box',
          breakInside: 'avoid',
        },
      }}
    >
      <Stack spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
        <Typography
          data-testid="certificate-heading"
          sx={{
            textTransform: 'uppercase',
            letterSpacing: 4,
            fontSize: { xs: '0.7rem', sm: '1rem' },
            // spaced capitals are a Latin style: spaced Thai letters lose their marks' places
            '&:lang(th)': { letterSpacing: 'normal' },
          }}
        >
          {t('certificate.heading')}
        </Typography>
        <Typography sx={{ fontSize: { xs: '0.75rem', sm: '1rem' } }}>{t('certificate.presentedTo')}</Typography>
        <Typography
          component="p"
          data-testid="certificate-holder"
          sx={{ fontSize: { xs: '1.3rem', sm: '2.5rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {certificate.holderName}
        </Typography>
        <Typography sx={{ fontSize: { xs: '0.75rem', sm: '1rem' } }}>
          {certificate.kind === 'path' ? t('certificate.forCompleting') : t('certificate.forPassing')}
        </Typography>
        <Typography
          component="p"
          data-testid="certificate-title"
          sx={{ fontSize: { xs: '1rem', sm: '1.6rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {certificate.title[lang]}
        </Typography>
        <Typography sx={{ fontSize: { xs: '0.75rem', sm: '1.1rem' } }} data-testid="certificate-grade">
          {certificate.kind === 'path'
            ? t('certificate.stepsLine', { count: certificate.steps })
            : t('certificate.gradeLine', { grade: certificate.grade, score: certificate.score })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-end', gap: 1 }}>
        <Box sx={{ fontSize: { xs: '0.6rem', sm: '0.85rem' } }}>
          <Typography sx={{ fontSize: 'inherit' }}>
            {t('certificate.issued', { date: formatCertificateDate(certificate.issuedAt, lang) })}
          </Typography>
          <Typography sx={{ fontSize: 'inherit', overflowWrap: 'anywhere' }} data-testid="certificate-id">
            {t('certificate.id', { id: certificate.publicId })}
          </Typography>
        </Box>
        <Box sx={{ width: { xs: 56, sm: 104 }, height: { xs: 56, sm: 104 }, bgcolor: '#fff', p: 0.5, flexShrink: 0 }}>
          {verifyUrl && (
            <QRCodeSVG
              value={verifyUrl}
              size={96}
              style={{ width: '100%', height: '100%' }}
              title={t('certificate.qrLabel')}
              data-testid="certificate-qr"
            />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
