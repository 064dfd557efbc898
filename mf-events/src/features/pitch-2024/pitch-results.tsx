import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '@academy/platform';
import { useEvent } from '../../lib/events/get-events';
import { PlaceList, resultItems } from '../../lib/events/place-list';

/** Pitch 2024's winners (content/events/pitch-2024.yaml), once the API says it is finished. */
export function PitchResults() {
  const { t } = useT('events');
  const lang = useLanguage();
  const event = useEvent(lang, 'pitch-2024');
  if (!event.data || event.data.results.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="pitch-results-title"
      data-testid="pitch-results"
      sx={{ p: { xs: 2, md: 3 }, mb: { xs: 3, md: 4 } }}
    >
      <Typography id="pitch-results-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
        {t('pitch.results')}
      </Typography>
      <PlaceList items={resultItems(event.data)} label={t('pitch.results')} />
    </Paper>
  );
}
