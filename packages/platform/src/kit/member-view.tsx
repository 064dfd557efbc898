import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { EmptyState, ErrorState } from '@academy/ui';
import {
  SessionLoading,
  toRequestError,
  useRequireLogin,
  useSessionStatus,
  type RequestError,
} from '@academy/platform';

/** What a member page says to a visitor: a title, a line and its log-in button's label. */
export interface SignedOutText {
  title: string;
  description?: string;
  login: string;
}

/**
 * The part of a page only a signed-in member sees. While the session is read (and on the server):
 * neither that part nor a log-in prompt. To a visitor: an invitation to log in that comes back here.
 */
export function MemberOnly({ signedOut, children }: { signedOut: SignedOutText; children: ReactNode }) {
  const status = useSessionStatus();
  const ensureLoggedIn = useRequireLogin();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signedOut') {
    const { login, ...text } = signedOut;
    return (
      <EmptyState
        {...text}
        action={
          <Button variant="contained" onClick={() => ensureLoggedIn()}>
            {login}
          </Button>
        }
      />
    );
  }
  return children;
}

/** What QueryView reads of a TanStack query. */
interface ViewedQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A member's data in its four states: loading (`loading`), failed (the error's own message, and a
 * retry unless `canRetry` says trying again cannot help), empty (`empty`, when `empty.when(data)`),
 * and the data (`children`).
 */
export function QueryView<Data>({
  query,
  loading,
  failure,
  empty,
  children,
}: {
  query: ViewedQuery<Data>;
  loading: ReactNode;
  failure: { title: string; retry: string; canRetry?: (error: RequestError) => boolean };
  empty?: { when: (data: Data) => boolean; title: string; description?: string; action?: ReactNode };
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) {
    const error = toRequestError(query.error);
    const retry = failure.canRetry?.(error) ?? true;
    return (
      <ErrorState
        title={failure.title}
        description={error.message}
        {...(retry && { retryLabel: failure.retry, onRetry: () => void query.refetch() })}
      />
    );
  }
  if (query.isPending || query.data === undefined) return loading;
  if (empty?.when(query.data)) {
    const { when: _when, ...state } = empty;
    return <EmptyState {...state} />;
  }
  return children(query.data);
}
