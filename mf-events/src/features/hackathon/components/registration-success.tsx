import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HackathonRegistration } from '@academy/contracts';
import { useT } from '@academy/platform';
import { fileSizeText } from './file-picker';

/** After a successful registration: the team's summary as the API stored it. */
export function RegistrationSuccess({ registration }: { registration: HackathonRegistration }) {
  const { t } = useT('events');
  return (
    <Stack spacing={2} data-testid="hackathon-success" role="status">
      <Alert severity="success">
        <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          {t('hackathon.success.title', { team: registration.teamName })}
        </Typography>
        {t('hackathon.success.body')}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={0.75}>
          <Typography>
            {t('hackathon.form.category')}: {t(`hackathon.form.categories.${registration.category}`)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('hackathon.form.bosComponentUrl')}: {registration.bosComponentUrl}
          </Typography>
          <Typography sx={{ fontWeight: 700, pt: 1 }}>{t('hackathon.success.members')}</Typography>
          {registration.members.map((member) => (
            <Typography key={member.email} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {member.name} {member.surname} ({member.nickname}) - {member.email} - {member.resume.name}
            </Typography>
          ))}
          <Typography sx={{ fontWeight: 700, pt: 1 }}>
            {t('hackathon.review.documents', { count: registration.documents.length })}
          </Typography>
          {registration.documents.map((document, index) => (
            <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {document.name} ({fileSizeText(document.size)})
            </Typography>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
