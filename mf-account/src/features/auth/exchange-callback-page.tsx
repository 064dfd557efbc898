import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { ErrorState, LoadingState, Page } from '@academy/ui';

/**
 * The exchange's single sign-on sends the user back here with `code` and `state` (or `error`).
 * Exchanging the code for a session is a later issue; this page shows where the flow stands.
 */
export function ExchangeCallbackPage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const failed = Boolean(error) || !code || !state;

  return (
    <Page title={t('callback.title')} testId="exchange-callback-page">
      {failed ? (
        <>
          <ErrorState
            testId="callback-error"
            title={error ? t('callback.deniedTitle') : t('callback.incompleteTitle')}
            description={error ? t('callback.deniedDescription', { error }) : t('callback.incompleteDescription')}
          />
          <Button component={RouterLink} to={paths.login(lang)} variant="contained">
            {t('callback.backToLogin')}
          </Button>
        </>
      ) : (
        <LoadingState label={t('callback.processing')} />
      )}
    </Page>
  );
}
