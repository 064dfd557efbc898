import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PopQuizAvailable, PopQuizCard, UserId } from '@academy/contracts';
import { formatDate, toRequestError, useHydrated, useLanguage, useSessionStore, useT } from '@academy/platform';
import { useStartPopQuiz } from '../api/start-pop-quiz';

/**
 * Before the clock starts: how long the learner will have, the reward, when (and for whom) the
 * answer is shown, and Start, which asks the server to start the try (POST). Start is drawn only
 * once the page runs (until then a line says it is coming); a window the learner cannot start
 * now says why instead.
 */
export function PopQuizReady({
  card,
  available,
  userId,
  back,
}: {
  card: PopQuizCard;
  available: Pick<PopQuizAvailable, 'cooldownEndsAt'>;
  userId: UserId | null;
  back: ReactNode;
}) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const verified = useSessionStore((s) => s.user?.kycStatus === 'verified');
  const start = useStartPopQuiz(userId, card.id);
  const time = (iso: string) => formatDate(iso, lang, { hour: '2-digit', minute: '2-digit' });
  const why =
    card.status === 'upcoming'
      ? t('pop.ready.upcoming', { time: time(card.startsAt) })
      : card.status === 'expired'
        ? t('pop.ready.ended')
        : card.status === 'outOfReward'
          ? t('pop.ready.outOfReward')
          : available.cooldownEndsAt
            ? t('pop.ready.coolingDown', { time: time(available.cooldownEndsAt) })
            : t('pop.ready.busy');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="pop-quiz-ready"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="pop-quiz-ready"
    >
      <Stack spacing={2}>
        <Typography id="pop-quiz-ready" variant="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' } }}>
          {t('pop.ready.title')}
        </Typography>
        <Typography>{t('pop.ready.time', { count: card.timeLimitSeconds })}</Typography>
        <Typography color="text.secondary">
          {t('pop.reward', { points: card.rewardPoints })}
          {card.rewardKkub ? ` · ${t('pop.kkubReward', { amount: card.rewardKkub })}` : ''}
        </Typography>
        <Typography color="text.secondary" data-testid="pop-quiz-ready-reveal">
          {t(verified ? 'pop.ready.revealVerified' : 'pop.ready.revealUnverified', { time: time(card.revealAt) })}
        </Typography>
        {start.error && <Alert severity="error">{toRequestError(start.error).message}</Alert>}
        {!card.canPlay ? (
          <Alert severity="info" data-testid="pop-quiz-ready-why">
            {why}
          </Alert>
        ) : hydrated ? (
          <Box>
            <Button variant="contained" size="large" disabled={start.isPending} onClick={() => start.mutate()}>
              {t('pop.ready.start')}
            </Button>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('pop.ready.startSoon')}</Typography>
        )}
        <Box>{back}</Box>
      </Stack>
    </Paper>
  );
}
