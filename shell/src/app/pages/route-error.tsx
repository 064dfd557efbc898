import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@academy/platform';
import { ErrorState, Page } from '@academy/ui';
import { NotFound } from './not-found-or-unavailable';

export function RouteError() {
  const { t } = useT('shell');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Page title={t('crashed.title')}>
      <ErrorState
        title={t('crashed.title')}
        description={t('crashed.description')}
        retryLabel={t('unavailable.retry')}
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
