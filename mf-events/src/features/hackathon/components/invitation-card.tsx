import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type HackathonInvitation } from '@academy/contracts';
import { formatDate, toRequestError, useLanguage, useT } from '@academy/platform';
import { useAnswerInvitation, type InvitationAnswer } from '../api/answer-invitation';
import { placeColor } from './status-colors';

/**
 * One invitation: the team (its name as the submitter typed it, escaped by React), who invited,
 * and Accept / Decline while it is pending. A refused answer (answered meanwhile, expired) shows
 * its localized reason; the list is read again either way.
 */
export function InvitationCard({ invitation }: { invitation: HackathonInvitation }) {
  const { t } = useT('events');
  const lang = useLanguage();
  const mutation = useAnswerInvitation();
  const answer = (choice: InvitationAnswer) => mutation.mutate({ id: invitation.id, answer: choice });
  const date = (iso: string) => formatDate(iso, lang, { dateStyle: 'long', timeStyle: 'short' });
  const { status, invitedBy } = invitation;

  return (
    <Card component="li" variant="outlined" data-testid={`invitation-${invitation.id}`}>
      <CardContent>
        <Stack spacing={1.25}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {invitation.teamName}
            </Typography>
            <Chip
              size="small"
              data-testid="invitation-status"
              label={t(`invitations.status.${status}`)}
              color={placeColor(status)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('hackathon.form.category')}: {t(`hackathon.form.categories.${invitation.category}`)}
          </Typography>
          {invitedBy && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t('invitations.invitedBy', { name: `${invitedBy.name} ${invitedBy.surname}`, email: invitedBy.email })}
            </Typography>
          )}
          <Typography variant="body2" data-testid="invitation-note">
            {status === 'pending' && t('invitations.openUntil', { date: date(invitation.expiresAt) })}
            {status === 'accepted' && t('invitations.acceptedNote')}
            {status === 'declined' && t('invitations.declinedNote')}
            {status === 'expired' && t('invitations.expiredNote', { date: date(invitation.expiresAt) })}
          </Typography>
          {mutation.isError && (
            <Alert severity="error" data-testid="invitation-error">
              {toRequestError(mutation.error).message}
            </Alert>
          )}
          {status === 'pending' && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={mutation.isPending} onClick={() => answer('accept')}>
                {t('invitations.accept')}
              </Button>
              <Button
                variant="outlined"
                color="inherit"
                disabled={mutation.isPending}
                onClick={() => answer('decline')}
              >
                {t('invitations.decline')}
              </Button>
            </Stack>
          )}
          {status === 'accepted' && (
            <Button
              component={RouterLink}
              to={paths.hackathon(lang)}
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('invitations.seeTeam')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
