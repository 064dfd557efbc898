import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POP_QUIZ_COOLDOWN_MINUTES } from '@academy/contracts';
import { useRequireLogin, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, Page } from '@academy/ui';
import { useCurrentUserId } from '../../lib/api/current-user';
import { usePopQuizzesAvailable } from './api/get-pop-quizzes-available';
import { PopQuizHistoryList } from '../../lib/components/pop-quiz-history-list';
import { byUrgency } from './components/card-state';
import { Countdown } from './components/countdown';
import { LearningStreakBadge } from './components/learning-streak';
import { PopQuizCard } from './components/pop-quiz-card';
import { secondsBetween, useServerCountdown } from './hooks/use-server-countdown';

/**
 * Pop quiz cards, the one to play first (on a phone the open quiz is the first thing under the
 * title); under them one line counting down to the next one, the cool-down, the streak and the
 * user's pop quizzes.
 */
export function PopQuizListPage() {
  const { t } = useT('quiz');
  const userId = useCurrentUserId();
  const requireLogin = useRequireLogin();
  const query = usePopQuizzesAvailable(userId);
  const data = query.data;
  const playable = data?.items.some((card) => card.canPlay) ?? false;
  // Counts down to the server's next-available time (visitors: the next window), then asks again.
  const target = data ? (userId ? data.nextAvailableAt : data.nextPopQuizAt) : null;
  const nextSeconds = useServerCountdown(
    data && !playable ? secondsBetween(data.serverNow, target) : null,
    () => void query.refetch(),
    data?.serverNow,
  );
  return (
    <Page title={t('pop.title')} lead={t('pop.lead')} testId="pop-quiz-list-page">
      <Stack spacing={3}>
        {query.isPending ? (
          <ListSkeleton label={t('pop.loading')} columns={2} count={4} />
        ) : query.isError ? (
          <ErrorState title={t('pop.error')} retryLabel={t('pop.retry')} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('pop.emptyTitle')} description={t('pop.emptyDescription')} />
        ) : (
          <Box
            data-testid="pop-quiz-cards"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {byUrgency(query.data.items).map((card) => (
              <PopQuizCard key={card.id} card={card} signedIn={userId !== null} onLogin={() => requireLogin()} />
            ))}
          </Box>
        )}
        <Stack spacing={1}>
          {data && !playable && nextSeconds !== null && (
            <Countdown small label={t('pop.nextIn')} seconds={nextSeconds} testId="pop-quiz-next-countdown" />
          )}
          {data?.cooldownEndsAt && (
            <Typography color="warning.main" data-testid="pop-quiz-cooling-down">
              {t('pop.coolingDown')}
            </Typography>
          )}
          <Typography color="text.secondary" data-testid="pop-quiz-cooldown">
            {t('pop.cooldown', { count: POP_QUIZ_COOLDOWN_MINUTES })}
          </Typography>
        </Stack>
        {userId !== null && <LearningStreakBadge userId={userId} />}
        {userId !== null && <PopQuizHistoryList userId={userId} />}
      </Stack>
    </Page>
  );
}
