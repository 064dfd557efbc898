import { useT } from '@academy/platform';
import { ErrorState, LoadingState } from '@academy/ui';

/** The loading state every content region shows while its query is pending. */
export function ContentLoading({ label }: { label?: string }) {
  const { t } = useT('content');
  return <LoadingState label={label ?? t('common.loading')} />;
}

/** A failed query: what went wrong, and Retry (refetch) in place. */
export function ContentError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useT('content');
  return (
    <ErrorState
      title={title ?? t('common.loadFailed')}
      description={error instanceof Error ? error.message : undefined}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}
