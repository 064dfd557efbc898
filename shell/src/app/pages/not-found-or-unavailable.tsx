import { useContext, useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths, remoteForPath, type RemoteName } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, ErrorState, Page } from '@academy/ui';
import { FailedRemotesContext } from '../remotes/failed-remotes';
import { ensureRemote } from '../remotes/graft';
import { useRemoteStatus } from '../remotes/remote-status';
import { routerRef } from '../router-ref';

/** The catch-all under /:lang: a remote's "temporarily unavailable" panel, or the 404 page. */
export function NotFoundOrUnavailable() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const status = useRemoteStatus((s) => (remote ? s[remote] : undefined));
  const failedOnServer = useContext(FailedRemotesContext);
  if (remote && (status === 'failed' || status === 'loading' || failedOnServer.includes(remote)))
    return <RemoteUnavailable remote={remote} />;
  return <NotFound />;
}

function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useT('shell');
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    const router = routerRef.get();
    const ok = await ensureRemote(remote, router.patchRoutes);
    setRetrying(false);
    // Re-match the current URL now that the remote's routes exist.
    if (ok) void router.navigate(router.state.location, { replace: true });
  };
  return (
    <Page title={t(`areas.${remote}`)}>
      <ErrorState
        testId="remote-unavailable"
        title={t('unavailable.title')}
        description={t('unavailable.description')}
        retryLabel={retrying ? t('unavailable.retrying') : t('unavailable.retry')}
        onRetry={retrying ? undefined : retry}
      />
    </Page>
  );
}

export function NotFound() {
  const { t } = useT('shell');
  const lang = useLanguage();
  return (
    <Page title={t('notFound.title')} testId="not-found">
      <EmptyState
        title={t('notFound.heading')}
        description={t('notFound.description')}
        action={
          <Button component={RouterLink} to={paths.home(lang)} variant="contained">
            {t('notFound.home')}
          </Button>
        }
      />
    </Page>
  );
}
