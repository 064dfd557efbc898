import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { formatDate, useFormat, useLanguage, useT } from '@academy/platform';
import { ErrorState, LoadingState } from '@academy/ui';
import { useLearningProgress } from '../../../lib/api/get-learning-progress';
import type { UserId } from '@academy/contracts';

const PointsChart = lazy(() => import('./points-chart'));

/** Streak (days in a row, Asia/Bangkok) and a chart of the points earned over the last 30 days. */
export function LearningProgressCard({ userId }: { userId: UserId | null }) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const query = useLearningProgress(userId);
  const format = useFormat();
  // `day` is a calendar day (YYYY-MM-DD) already counted in Bangkok: shown as is, in UTC.
  const formatDay = (day: string) =>
    formatDate(`${day}T00:00:00Z`, lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="learning-progress-title"
      data-testid="learning-progress"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="learning-progress-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('progress.title')}
      </Typography>
      {query.isPending ? (
        <LoadingState label={t('progress.loading')} />
      ) : query.isError ? (
        <ErrorState title={t('progress.error')} retryLabel={t('progress.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <Stack spacing={0.5} sx={{ minWidth: { md: 200 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LocalFireDepartmentIcon
                aria-hidden
                sx={{ color: query.data.streak > 0 ? 'warning.main' : 'text.disabled', fontSize: 36 }}
              />
              <Typography data-testid="learning-streak" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
                {t('progress.streak', { count: query.data.streak })}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" data-testid="learning-streak-note">
              {query.data.streak === 0
                ? t('progress.streakNone')
                : query.data.activeToday
                  ? t('progress.streakSafe')
                  : t('progress.streakKeep')}
            </Typography>
            <Typography variant="body2" data-testid="learning-best">
              {t('progress.best', { count: query.data.best })}
            </Typography>
          </Stack>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" data-testid="learning-points-summary" sx={{ mb: 1 }}>
              {t('progress.pointsSummary', {
                total: query.data.pointsByDay.reduce((sum, d) => sum + d.points, 0),
                today: query.data.pointsByDay.at(-1)?.points ?? 0,
              })}
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" height={180} aria-hidden />}>
              <PointsChart
                days={query.data.pointsByDay}
                formatDay={formatDay}
                formatPoints={(points) => format.number(points)}
                seriesLabel={t('progress.points')}
                ariaLabel={t('progress.chartLabel')}
              />
            </Suspense>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
