import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  SessionLoading,
  toRequestError,
  useRequireLogin,
  useSessionStatus,
  useSessionStore,
  useT,
} from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, Page } from '@academy/ui';
import { useInvitations } from './api/get-invitations';
import { InvitationCard } from './components/invitation-card';

/**
 * The signed-in member's hackathon invitations (the invitation mail links here). Invitations are
 * addressed to an email: an account sees those sent to its own verified address, nothing else.
 */
export function HackathonInvitationsPage() {
  const { t } = useT('events');
  const user = useSessionStore((s) => s.user);
  const status = useSessionStatus();
  const ensureLoggedIn = useRequireLogin();
  const invitations = useInvitations();
  const failure = invitations.isError ? toRequestError(invitations.error) : null;

  return (
    <Page title={t('invitations.title')} lead={t('invitations.lead')} testId="hackathon-invitations-page">
      {status === 'loading' && <SessionLoading />}
      {status === 'signedOut' && (
        <EmptyState
          title={t('invitations.loginTitle')}
          description={t('invitations.loginDescription')}
          action={
            <Button variant="contained" onClick={() => ensureLoggedIn()}>
              {t('invitations.login')}
            </Button>
          }
        />
      )}
      {user && invitations.isPending && <ListSkeleton label={t('invitations.loading')} variant="row" count={2} />}
      {failure && (
        <ErrorState
          title={t('invitations.errorTitle')}
          description={failure.message}
          // An unverified address is not fixed by trying again.
          {...(failure.code === 'HACKATHON_EMAIL_NOT_VERIFIED'
            ? {}
            : { retryLabel: t('invitations.retry'), onRetry: () => void invitations.refetch() })}
        />
      )}
      {invitations.data?.length === 0 && (
        <EmptyState
          title={t('invitations.emptyTitle', { email: user?.email ?? '' })}
          description={t('invitations.emptyDescription')}
        />
      )}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invitations.data?.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </Page>
  );
}
