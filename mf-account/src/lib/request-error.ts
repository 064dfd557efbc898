import { useCallback } from 'react';
import { RequestError, useT } from '@academy/platform';

/** The localized text of a failed request (the platform's `errors.<CODE>` catalogue). */
export function useErrorText() {
  const { t } = useT();
  return useCallback(
    (error: unknown) => (error ? t(error instanceof RequestError ? error.messageKey : 'errors.unknown') : undefined),
    [t],
  );
}

export const errorCode = (error: unknown) => (error instanceof RequestError ? error.code : undefined);
