import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@academy/platform';
import { useLearningProgress } from '../../../lib/api/get-learning-progress';
import type { UserId } from '@academy/contracts';

/**
 * "3-day learning streak" (best run beside it) for a signed-in learner; nothing while loading or
 * on error. The same GET /client/v2/learning-progress (and cache entry) as the quiz history card.
 */
export function LearningStreakBadge({ userId }: { userId: UserId | null }) {
  const { t } = useT('quiz');
  const { data } = useLearningProgress(userId);
  if (!data) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="learning-streak"
    >
      <Chip color={data.streak > 0 ? 'success' : 'default'} label={t('streak.current', { count: data.streak })} />
      <Typography color="text.secondary">
        {data.streak > 0 && !data.activeToday ? t('streak.keepGoing') : t('streak.longest', { count: data.best })}
      </Typography>
    </Stack>
  );
}
