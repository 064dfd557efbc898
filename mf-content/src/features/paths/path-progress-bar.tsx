import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PathProgress } from '@academy/contracts';
import { useT } from '@academy/platform';

/** "3 of 6 steps done" with its bar (a signed-in learner's progress on one path). */
export function PathProgressBar({ progress }: { progress: PathProgress }) {
  const { t } = useT('content');
  const label = t('paths.progress', { done: progress.done, total: progress.total });
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Stack spacing={0.5} data-testid="path-progress">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
    </Stack>
  );
}
