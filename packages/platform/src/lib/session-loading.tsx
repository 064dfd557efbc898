import { LoadingState } from '@academy/ui';
import { useT } from './i18n';

/**
 * What a page for signed-in users shows while the session is read (status 'loading'; also the
 * server's render): neither its content nor its "log in" prompt.
 */
export function SessionLoading() {
  const { t } = useT();
  return <LoadingState label={t('session.loading')} />;
}
