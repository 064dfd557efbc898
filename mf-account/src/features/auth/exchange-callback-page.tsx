import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import {
  RequestError,
  signIn,
  takeRedirectUrl,
  toSessionPatch,
  useLanguage,
  useSessionStatus,
  useSessionStore,
  useT,
} from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useErrorText } from '../../lib/request-error';
import { takePendingSignOn } from '../../lib/exchange/sign-on';
import { exchangeLogin } from './api/exchange-login';
import { linkExchange } from './api/link-exchange';

type Failure = { title: string; description: string };

/**
 * The exchange sends the user back here with `code` and `state` (or `error`). The page checks the
 * state this tab stored and hands the code, its redirect URI and the PKCE verifier to the API,
 * which redeems the code itself with the academy's client credentials (so only codes issued to
 * the academy work) and keeps the exchange's tokens: the browser never holds them.
 */
export function ExchangeCallbackPage() {
  const { t } = useT('account');
  const errorText = useErrorText();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  // Linking needs to know who is signed in: wait for the session read at load.
  const sessionStatus = useSessionStatus();
  const [failure, setFailure] = useState<Failure | null>(() =>
    error
      ? { title: t('callback.deniedTitle'), description: t('callback.deniedDescription', { error }) }
      : !code || !state
        ? { title: t('callback.incompleteTitle'), description: t('callback.incompleteDescription') }
        : null,
  );
  // an existing account has the exchange's email: a one-time link went to this address
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || failure || !code || !state || sessionStatus === 'loading') return;
    started.current = true;
    const pending = takePendingSignOn();
    if (!pending || pending.state !== state) {
      setFailure({ title: t('callback.stateTitle'), description: t('callback.stateDescription') });
      return;
    }
    void (async () => {
      try {
        const body = { code, redirectUri: pending.redirectUri, codeVerifier: pending.codeVerifier, language: lang };
        const session = useSessionStore.getState();
        if (pending.intent === 'link' && session.user) {
          // an academy account links its exchange account (KYC status comes from the exchange)
          const user = await linkExchange(body);
          session.mergeUser(toSessionPatch(user));
          navigate(`${paths.profile(lang)}?prefill=1`, { replace: true });
          return;
        }
        const outcome = await exchangeLogin(body);
        if ('linkPending' in outcome) {
          setLinkSentTo(outcome.linkPending.email);
          return;
        }
        await signIn(outcome.signedIn);
        navigate(takeRedirectUrl(paths.home(lang)), { replace: true });
      } catch (e) {
        setFailure({
          title: t('callback.failedTitle'),
          description:
            e instanceof RequestError &&
            e.kind === 'api' &&
            !e.code?.startsWith('LOGIN') &&
            e.messageKey === 'errors.unknown'
              ? t('callback.failedDescription')
              : (errorText(e) ?? t('callback.failedDescription')),
        });
      }
    })();
  }, [code, state, failure, sessionStatus, lang, navigate, t, errorText]);

  return (
    <Page title={t('callback.title')} testId="exchange-callback-page">
      {linkSentTo ? (
        <Box data-testid="callback-link-sent">
          <EmptyState
            title={t('callback.linkSentTitle')}
            description={t('callback.linkSentDescription', { email: linkSentTo })}
          />
        </Box>
      ) : failure ? (
        <>
          <ErrorState testId="callback-error" title={failure.title} description={failure.description} />
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
