import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@academy/platform';
import { useLearningStreak } from '../api/get-learning-streak';

/** "3-day learning streak" (best run beside it) for a signed-in learner; nothing while loading or on error. */
export function LearningStreakBadge({ userId }: { userId: string }) {
  const { t } = useT('quiz');
  const { data } = useLearningStreak(userId);
  if (!data) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="learning-streak"
    >
      <Chip color={data.current > 0 ? 'success' : 'default'} label={t('streak.current', { count: data.current })} />
      <Typography color="text.secondary">
        {data.current > 0 && !data.activeToday ? t('streak.keepGoing') : t('streak.longest', { count: data.longest })}
      </Typography>
    </Stack>
  );
}
