import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type HackathonMyTeam } from '@academy/contracts';
import { useLanguage, useSessionStore, useT } from '@academy/platform';
import { ErrorState, LoadingState } from '@academy/ui';
import { useMyTeams } from '../api/get-my-teams';
import { placeColor, teamColor } from './status-colors';

function TeamCard({ team }: { team: HackathonMyTeam }) {
  const { t } = useT('events');
  const waiting = team.members.filter((member) => member.status === 'pending').length;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`my-team-${team.id}`}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {team.teamName}
          </Typography>
          <Chip
            size="small"
            data-testid="team-status"
            label={t(`myTeams.status.${team.status}`)}
            color={teamColor(team.status)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" data-testid="team-status-note">
          {team.status === 'pending' && t('myTeams.pendingNote', { count: waiting })}
          {team.status === 'complete' && t('myTeams.completeNote')}
          {team.status === 'incomplete' && t('myTeams.incompleteNote')}
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {team.members.map((member, index) => (
            <Stack
              key={index}
              component="li"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              data-testid="team-member"
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {member.name} {member.surname} ({member.nickname}){member.email ? ` - ${member.email}` : ''}
                {member.you ? ` ${t('myTeams.you')}` : ''}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={t(`invitations.status.${member.status}`)}
                color={placeColor(member.status)}
              />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * For a signed-in user on the hackathon page: the teams they hold a place on, each complete,
 * waiting for invited members, or incomplete (a decline or an expired invitation), and where
 * their own invitations are.
 */
export function MyTeams() {
  const { t } = useT('events');
  const lang = useLanguage();
  const signedIn = useSessionStore((s) => s.user !== null);
  const teams = useMyTeams();
  if (!signedIn) return null;
  return (
    <Stack component="section" aria-labelledby="hackathon-my-teams" spacing={1.5} sx={{ mb: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id="hackathon-my-teams" variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }}>
          {t('myTeams.title')}
        </Typography>
        <Button component={RouterLink} to={paths.hackathonInvitations(lang)} variant="outlined" size="small">
          {t('myTeams.invitations')}
        </Button>
      </Stack>
      {teams.isPending && <LoadingState label={t('myTeams.loading')} />}
      {teams.isError && (
        <ErrorState
          title={t('myTeams.error')}
          retryLabel={t('invitations.retry')}
          onRetry={() => void teams.refetch()}
        />
      )}
      {teams.data?.length === 0 && (
        <Typography color="text.secondary" data-testid="my-teams-empty">
          {t('myTeams.empty')}
        </Typography>
      )}
      {teams.data && teams.data.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {teams.data.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
