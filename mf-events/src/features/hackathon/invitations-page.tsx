import Stack from '@mui/material/Stack';
import { useSessionStore, useT } from '@academy/platform';
import { MemberOnly, QueryView } from '@academy/platform/kit';
import { ListSkeleton, Page } from '@academy/ui';
import { useInvitations } from './api/get-invitations';
import { InvitationCard } from './components/invitation-card';

/**
 * The signed-in member's hackathon invitations (the invitation mail links here). Invitations are
 * addressed to an email: an account sees those sent to its own verified address, nothing else.
 */
export function HackathonInvitationsPage() {
  const { t } = useT('events');
  const user = useSessionStore((s) => s.user);
  const invitations = useInvitations();

  return (
    <Page title={t('invitations.title')} lead={t('invitations.lead')} testId="hackathon-invitations-page">
      <MemberOnly
        signedOut={{
          title: t('invitations.loginTitle'),
          description: t('invitations.loginDescription'),
          login: t('invitations.login'),
        }}
      >
        <QueryView
          query={invitations}
          loading={<ListSkeleton label={t('invitations.loading')} variant="row" count={2} />}
          failure={{
            title: t('invitations.errorTitle'),
            retry: t('invitations.retry'),
            // An unverified address is not fixed by trying again.
            canRetry: (failure) => failure.code !== 'HACKATHON_EMAIL_NOT_VERIFIED',
          }}
          empty={{
            when: (rows) => rows.length === 0,
            title: t('invitations.emptyTitle', { email: user?.email ?? '' }),
            description: t('invitations.emptyDescription'),
          }}
        >
          {(rows) => (
            <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((invitation) => (
                <InvitationCard key={invitation.id} invitation={invitation} />
              ))}
            </Stack>
          )}
        </QueryView>
      </MemberOnly>
    </Page>
  );
}
