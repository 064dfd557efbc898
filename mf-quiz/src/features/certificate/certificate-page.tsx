import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@academy/contracts';
import { toRequestError, toast, useLanguage, useT } from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useCertificate } from './api/get-certificate';
import { CertificateView } from './components/certificate-view';
import { useVerifyUrl } from './use-verify-url';

// Print: only the certificate, on one A4 landscape page.
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4 landscape', margin: 0 },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#academy-certificate, #academy-certificate *': { visibility: 'visible' },
        '#academy-certificate': { position: 'fixed', left: 0, top: 0, margin: 0 },
      },
    }}
  />
);

/** A pass's certificate: print (one A4 page) and share (the system share sheet, else copy the link). */
export function CertificatePage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const certificate = useCertificate(id);
  const verifyUrl = useVerifyUrl(lang, id);
  const [copied, setCopied] = useState(false);

  const share = async () => {
    const url = verifyUrl ?? '';
    const title = certificate.data ? t('certificate.shareTitle', { title: certificate.data.title[lang] }) : '';
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast(t('certificate.copied'), 'success');
    } catch (cause) {
      if ((cause as { name?: string })?.name === 'AbortError') return;
      toast(t('certificate.shareFailed'), 'error');
    }
  };

  if (certificate.isPending) {
    return (
      <Page title={t('certificate.title')} testId="certificate-page">
        <LoadingState label={t('certificate.loading')} />
      </Page>
    );
  }
  if (certificate.isError) {
    return (
      <Page title={t('certificate.title')} testId="certificate-page">
        {toRequestError(certificate.error).status === 404 || toRequestError(certificate.error).status === 400 ? (
          <EmptyState
            title={t('certificate.notFoundTitle')}
            description={t('certificate.notFoundDescription', { id })}
          />
        ) : (
          <ErrorState
            title={t('certificate.error')}
            retryLabel={t('retry')}
            onRetry={() => void certificate.refetch()}
          />
        )}
      </Page>
    );
  }
  return (
    <Page
      title={t('certificate.title')}
      testId="certificate-page"
      actions={
        <Stack direction="row" spacing={1} sx={{ '@media print': { display: 'none' } }}>
          <Button variant="contained" onClick={() => window.print()}>
            {t('certificate.print')}
          </Button>
          <Button variant="outlined" onClick={() => void share()}>
            {copied ? t('certificate.linkCopied') : t('certificate.share')}
          </Button>
        </Stack>
      }
    >
      {printStyles}
      <CertificateView certificate={certificate.data} lang={lang} verifyUrl={verifyUrl} />
      <Button
        component={RouterLink}
        to={paths.certificateVerify(lang, id)}
        sx={{ mt: 2, '@media print': { display: 'none' } }}
      >
        {t('certificate.verifyLink')}
      </Button>
    </Page>
  );
}
