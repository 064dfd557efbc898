import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@academy/platform';
import { pitchSchedule, pitchStepStatus, pitchStepWindow } from './pitch-schedule';

/** The schedule as a vertical timeline; `formatDays` renders a step's day or range of days. */
export function PitchTimeline({ now, formatDays }: { now: Date; formatDays: (start: Date, lastDay: Date) => string }) {
  const { t } = useT('events');
  return (
    <Stack component="ol" aria-labelledby="pitch-schedule-title" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {pitchSchedule.map((step, index) => {
        const { start, end } = pitchStepWindow(step);
        const status = pitchStepStatus(step, now);
        const isLast = index === pitchSchedule.length - 1;
        return (
          <Stack
            key={step.key}
            component="li"
            direction="row"
            spacing={2}
            aria-current={status === 'now' ? 'step' : undefined}
            data-testid={`pitch-step-${step.key}`}
          >
            <Stack sx={{ alignItems: 'center', pt: 0.75 }} aria-hidden>
              <Stack
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  bgcolor: status === 'upcoming' ? 'background.paper' : 'primary.main',
                }}
              />
              {!isLast && <Stack sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Stack>
            <Stack spacing={0.5} sx={{ pb: isLast ? 0 : 3, minWidth: 0 }}>
              <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                {formatDays(start, new Date(end.getTime() - 1))}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h3" component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
                  {t(`pitch.schedule.${step.key}`)}
                </Typography>
                {status !== 'upcoming' && (
                  <Chip
                    size="small"
                    label={t(`pitch.schedule.${status}`)}
                    color={status === 'now' ? 'primary' : 'default'}
                    variant={status === 'now' ? 'filled' : 'outlined'}
                  />
                )}
              </Stack>
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
