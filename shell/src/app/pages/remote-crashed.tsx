import { useRouteError } from 'react-router';
import type { RemoteName } from '@academy/contracts';
import { useT } from '@academy/platform';
import { ErrorState, Page } from '@academy/ui';

/** Error boundary around one remote's routes: a crash there leaves the rest of the site working. */
export function RemoteCrashed({ remote }: { remote: RemoteName }) {
  const { t } = useT('shell');
  const error = useRouteError();
  console.error(`Remote "${remote}" crashed`, error);
  return (
    <Page title={t(`areas.${remote}`)}>
      <ErrorState
        testId="remote-crashed"
        title={t('crashed.title')}
        description={t('crashed.description')}
        retryLabel={t('unavailable.retry')}
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
