import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import {
  hackathonFileExtensions,
  HACKATHON_DOCUMENTS_MAX,
  HACKATHON_DOCUMENT_MAX_BYTES,
  HACKATHON_SEMINAR_ATTENDANCE_PERCENT,
  HACKATHON_TEAM_MAX,
  HACKATHON_TEAM_MIN,
} from '@academy/contracts';
import { formatDate, useHydrated, useLanguage, useSessionStore, useT } from '@academy/platform';
import { ErrorState, LoadingState, Page } from '@academy/ui';
import { useRegistrationWindow } from './api/get-registration-window';
import { MyTeams } from './components/my-teams';

/** The registration form (fields, file pickers, validation) loads when the user asks to register. */
const loadTeamRegistration = () => import('./components/team-registration');
const TeamRegistration = lazy(() => loadTeamRegistration().then((m) => ({ default: m.TeamRegistration })));

const BYTES_PER_MB = 1024 * 1024;
/** `?register=1`: where the login prompt brings a visitor back, with the form open. */
const REGISTER_PARAM = 'register';

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

export function HackathonPage() {
  const { t } = useT('events');
  const hydrated = useHydrated(); // Register opens the form: nothing to do before hydration
  const loggedIn = useSessionStore((s) => s.user !== null);
  const openLogin = useSessionStore((s) => s.openLogin);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [wantsToRegister, setWantsToRegister] = useState(false);
  const lang = useLanguage();
  const registrationWindow = useRegistrationWindow();
  const open = registrationWindow.data?.open === true;
  // Against the time the window was read (the server's, kept in the dehydrated query), not the
  // clock while rendering: the server's HTML and the hydrating browser say the same.
  const notYet = registrationWindow.data
    ? Date.parse(registrationWindow.data.opensAt) > registrationWindow.dataUpdatedAt
    : false;
  const dateText = (iso: string) => formatDate(iso, lang, { dateStyle: 'long' });
  // Only a signed-in user registers (as one of the members); the session is known after hydration.
  const showForm = hydrated && open && loggedIn && (wantsToRegister || searchParams.get(REGISTER_PARAM) === '1');
  const register = () => {
    if (loggedIn) setWantsToRegister(true);
    // "Please log in to continue.", then back here with the form open.
    else openLogin(`${location.pathname}?${REGISTER_PARAM}=1`);
  };

  return (
    <Page
      title={t('hackathon.title')}
      lead={t('hackathon.lead')}
      testId="hackathon-page"
      actions={
        open && !showForm ? (
          <Button
            variant="contained"
            size="large"
            disabled={!hydrated}
            onClick={register}
            onPointerEnter={() => void loadTeamRegistration()}
            onFocus={() => void loadTeamRegistration()}
          >
            {t('hackathon.register')}
          </Button>
        ) : undefined
      }
    >
      {registrationWindow.isPending && <LoadingState label={t('hackathon.window.loading')} />}
      {registrationWindow.isError && (
        <ErrorState title={t('hackathon.window.error')} onRetry={() => void registrationWindow.refetch()} />
      )}
      {registrationWindow.data && !open && (
        <Alert severity="info" sx={{ mb: { xs: 3, md: 4 } }} data-testid="hackathon-closed">
          {notYet
            ? t('hackathon.window.notYet', { date: dateText(registrationWindow.data.opensAt) })
            : t('hackathon.window.closed', { date: dateText(registrationWindow.data.closesAt) })}
        </Alert>
      )}
      {showForm && (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, mb: { xs: 3, md: 4 }, borderColor: 'primary.main' }}>
          <Suspense fallback={<LoadingState label={t('hackathon.form.loading')} />}>
            <TeamRegistration />
          </Suspense>
        </Paper>
      )}
      <MyTeams />
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={12}>
          <InfoCard id="hackathon-about" title={t('hackathon.about.title')}>
            <Typography color="text.secondary">{t('hackathon.about.body')}</Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard id="hackathon-team" title={t('hackathon.team.title')}>
            <Typography color="text.secondary">
              {t('hackathon.team.body', { min: HACKATHON_TEAM_MIN, max: HACKATHON_TEAM_MAX })}
            </Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard id="hackathon-categories" title={t('hackathon.categories.title')}>
            <Typography sx={{ fontWeight: 700 }}>{t('hackathon.categories.general')}</Typography>
            <Typography color="text.secondary">{t('hackathon.categories.generalBody')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{t('hackathon.categories.student')}</Typography>
            <Typography color="text.secondary">{t('hackathon.categories.studentBody')}</Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard id="hackathon-attendance" title={t('hackathon.attendance.title')}>
            <Typography color="text.secondary">
              {t('hackathon.attendance.body', { percent: HACKATHON_SEMINAR_ATTENDANCE_PERCENT })}
            </Typography>
          </InfoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoCard id="hackathon-documents" title={t('hackathon.documents.title')}>
            <Typography color="text.secondary">
              {t('hackathon.documents.count', {
                max: HACKATHON_DOCUMENTS_MAX,
                size: HACKATHON_DOCUMENT_MAX_BYTES / BYTES_PER_MB,
              })}
            </Typography>
            <Typography color="text.secondary">
              {t('hackathon.documents.types', {
                types: hackathonFileExtensions.filter((ext) => ext !== '.jpg').join(' '),
              })}
            </Typography>
            <Typography color="text.secondary">{t('hackathon.documents.bos')}</Typography>
          </InfoCard>
        </Grid>
      </Grid>
    </Page>
  );
}
