import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type AcademyEvent, type EventStatus } from '@academy/contracts';
import { formatDate, useLanguage, useT } from '@academy/platform';
import { ErrorState, LoadingState, Page } from '@academy/ui';
import { useEvents } from '../../lib/events/get-events';
import { PlaceList, prizeItems, resultItems } from '../../lib/events/place-list';

const statusColor: Record<EventStatus, 'success' | 'info' | 'default' | 'warning'> = {
  upcoming: 'info',
  open: 'success',
  closed: 'warning',
  finished: 'default',
};
const pageOf = { hackathon: paths.hackathon, 'pitch-2024': paths.pitch2024 } as const;
const dayOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' } as const;

function EventCard({ event }: { event: AcademyEvent }) {
  const { t } = useT('events');
  const lang = useLanguage();
  const day = (iso: string) => formatDate(iso, lang, dayOptions);
  // the API's end is the midnight after the last day
  const lastDay = (iso: string) => day(new Date(new Date(iso).getTime() - 1).toISOString());
  const titleId = `event-${event.slug}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-testid="event-card">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
              <MuiLink component={RouterLink} to={pageOf[event.slug](lang)}>
                {event.name}
              </MuiLink>
            </Typography>
            <Chip
              size="small"
              color={statusColor[event.status]}
              label={t(`list.status.${event.status}`)}
              data-testid="event-status"
            />
          </Stack>
          <Typography data-testid="event-dates">
            {t('list.dates', { from: day(event.startsAt), to: lastDay(event.endsAt) })}
          </Typography>
          {event.registrationOpensAt && event.registrationClosesAt && event.status !== 'finished' && (
            <Typography color="text.secondary">
              {t('list.registration', {
                from: day(event.registrationOpensAt),
                to: lastDay(event.registrationClosesAt),
              })}
            </Typography>
          )}
          <Typography color="text.secondary">{event.summary}</Typography>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            {event.results.length > 0 ? t('list.winners') : t('list.prizes')}
          </Typography>
          {event.results.length > 0 ? (
            <PlaceList items={resultItems(event)} label={t('list.winners')} />
          ) : (
            <PlaceList items={prizeItems(event)} label={t('list.prizes')} />
          )}
          <MuiLink component={RouterLink} to={pageOf[event.slug](lang)}>
            {t(`list.more.${event.slug}`)}
          </MuiLink>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The Events entry: every event with its dates, status (from the server) and prizes or winners. */
export function EventsPage() {
  const { t } = useT('events');
  const lang = useLanguage();
  const events = useEvents(lang);
  return (
    <Page title={t('list.title')} lead={t('list.lead')} testId="events-page">
      {events.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : events.isError ? (
        <ErrorState title={t('list.error')} retryLabel={t('list.retry')} onRetry={() => void events.refetch()} />
      ) : (
        <Stack spacing={3}>
          {events.data.map((event) => (
            <EventCard key={event.slug} event={event} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
