import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type PopQuizCard as Card_ } from '@academy/contracts';
import { formatDate, useHydrated, useLanguage, useT } from '@academy/platform';
import { ThaiText } from '@academy/ui';
import { cardState, cardStateColor } from './card-state';

/**
 * One pop quiz window: one status chip (the learner's try once started, else the window's),
 * reward and quota, when its answers are shown; "Do quiz now" when this user may start it (the
 * next page asks "ready?" before the clock starts). A window has no question until the learner
 * starts it (each draws their own), so the card names the topic of the user's own question once
 * started, else just "Pop quiz".
 */
export function PopQuizCard({ card, signedIn, onLogin }: { card: Card_; signedIn: boolean; onLogin: () => void }) {
  const { t } = useT('quiz');
  const hydrated = useHydrated(); // the login button opens a dialog: nothing to do before hydration
  const lang = useLanguage();
  const time = (iso: string) => formatDate(iso, lang, { hour: '2-digit', minute: '2-digit' });
  const title = card.topic?.name ?? t('pop.cardTitle');
  const state = cardState(card);
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid={`pop-quiz-card-${card.id}`}
      data-state={state}
      aria-label={title}
    >
      <CardContent>
        <Stack spacing={1}>
          <Chip
            size="small"
            color={cardStateColor[state]}
            label={t(`pop.state.${state}`)}
            data-testid="pop-quiz-card-status"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
            <ThaiText>{title}</ThaiText>
          </Typography>
          {!card.topic && <Typography color="text.secondary">{t('pop.drawnOnOpen')}</Typography>}
          <Typography color="text.secondary">
            {t('pop.window', { start: time(card.startsAt), end: time(card.endsAt) })}
          </Typography>
          <Typography>{t('pop.reward', { points: card.rewardPoints })}</Typography>
          {card.rewardKkub && (
            <Typography color="success.main" data-testid="pop-quiz-card-kkub">
              {t('pop.kkubReward', { amount: card.rewardKkub })}
            </Typography>
          )}
          <Typography color="text.secondary">
            {t('pop.quota', { remaining: card.rewardRemaining, total: card.rewardQuota })}
            {' · '}
            {t('pop.timeLimit', { count: card.timeLimitSeconds })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="pop-quiz-card-reveal">
            {t('pop.revealAt', { time: time(card.revealAt) })}
          </Typography>
        </Stack>
      </CardContent>
      {card.status === 'active' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {!signedIn ? (
            <Button variant="outlined" disabled={!hydrated} onClick={onLogin}>
              {t('pop.loginToPlay')}
            </Button>
          ) : card.canPlay ? (
            <Button variant="contained" component={RouterLink} to={paths.popQuiz(lang, card.id)}>
              {card.myStatus === 'inprogress' ? t('pop.continue') : t('pop.play')}
            </Button>
          ) : null}
        </CardActions>
      )}
    </Card>
  );
}
