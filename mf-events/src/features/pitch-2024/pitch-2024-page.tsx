import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PITCH_MIN_AGE, type Language } from '@academy/contracts';
import { dateTimeFormat, sameSpaces, useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';
import {
  PITCH_TEAM_MAX,
  PITCH_TEAM_MIN,
  PITCH_TIME_ZONE,
  applicationStatus,
  applicationStep,
  pitchStepWindow,
} from './pitch-schedule';
import { PitchTimeline } from './pitch-timeline';
import { PitchResults } from './pitch-results';

/** Day (or range of days) in the page's language, on Thailand's calendar days. */
function useDayFormat(lang: Language) {
  return useMemo(() => {
    const format = dateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: PITCH_TIME_ZONE,
    });
    return {
      // The same spaces on the server and in the browser (their ICU data differ).
      day: (date: Date) => sameSpaces(format.format(date)),
      days: (start: Date, lastDay: Date) => sameSpaces(format.formatRange(start, lastDay)),
    };
  }, [lang]);
}

const headingSx = { fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 } as const;

/** The Next-generation business pitch 2024; `now` is injectable so the page can be seen at any date. */
export function Pitch2024Page({ now: nowProp }: { now?: Date }) {
  const { t } = useT('events');
  const lang = useLanguage();
  const [now] = useState(() => nowProp ?? new Date());
  const format = useDayFormat(lang);
  const status = applicationStatus(now);
  const { start, end } = pitchStepWindow(applicationStep);
  const lastDay = format.day(new Date(end.getTime() - 1));

  return (
    <Page title={t('pitch.title')} lead={t('pitch.lead')} testId="pitch-2024-page">
      <Alert
        severity={status === 'open' ? 'success' : 'info'}
        data-testid="pitch-application-status"
        sx={{ mb: { xs: 3, md: 4 } }}
      >
        {status === 'closed' ? (
          <>
            <AlertTitle>{t('pitch.status.closed')}</AlertTitle>
            {t('pitch.status.closedBody', { date: lastDay })}
          </>
        ) : status === 'open' ? (
          <AlertTitle sx={{ mb: 0 }}>{t('pitch.status.open', { date: lastDay })}</AlertTitle>
        ) : (
          <AlertTitle sx={{ mb: 0 }}>{t('pitch.status.upcoming', { date: format.day(start) })}</AlertTitle>
        )}
      </Alert>
      <PitchResults />
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="pitch-schedule-title">
          <Typography id="pitch-schedule-title" variant="h2" sx={headingSx}>
            {t('pitch.schedule.title')}
          </Typography>
          <PitchTimeline now={now} formatDays={format.days} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="pitch-rules-title"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Typography id="pitch-rules-title" variant="h2" sx={headingSx}>
              {t('pitch.rules.title')}
            </Typography>
            <List disablePadding>
              {[
                t('pitch.rules.team', { min: PITCH_TEAM_MIN, max: PITCH_TEAM_MAX }),
                t('pitch.rules.open'),
                t('pitch.rules.age', { age: PITCH_MIN_AGE }),
                t('pitch.rules.guardian', { age: PITCH_MIN_AGE }),
              ].map((rule) => (
                <ListItem key={rule} disableGutters>
                  <ListItemText primary={rule} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Page>
  );
}
