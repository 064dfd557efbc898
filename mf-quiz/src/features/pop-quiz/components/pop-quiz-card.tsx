import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type PopQuizCard as Card_, type PopQuizCardStatus } from '@academy/contracts';
import { formatDate, useHydrated, useLanguage, useT } from '@academy/platform';
import { popQuizStatusColor } from '../../../lib/components/pop-quiz-status';

const statusColor: Record<PopQuizCardStatus, 'success' | 'default' | 'warning' | 'info'> = {
  active: 'success',
  expired: 'default',
  outOfReward: 'warning',
  upcoming: 'info',
};
/**
 * One pop quiz window: status, reward and quota; "Do quiz now" when this user may open it. A
 * window has no question until the learner opens it (each draws their own), so the card names
 * the topic of the user's own question once opened, else just "Pop quiz".
 */
export function PopQuizCard({ card, signedIn, onLogin }: { card: Card_; signedIn: boolean; onLogin: () => void }) {
  const { t } = useT('quiz');
  const hydrated = useHydrated(); // the login button opens a dialog: nothing to do before hydration
  const lang = useLanguage();
  const time = (iso: string) => formatDate(iso, lang, { hour: '2-digit', minute: '2-digit' });
  const title = card.topic?.name ?? t('pop.cardTitle');
  return (
    <Card variant="outlined" component="article" data-testid={`pop-quiz-card-${card.id}`} aria-label={title}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              color={statusColor[card.status]}
              label={t(`pop.status.${card.status}`)}
              data-testid="pop-quiz-card-status"
            />
            {card.myStatus && (
              <Chip
                size="small"
                variant="outlined"
                color={popQuizStatusColor[card.myStatus]}
                label={t(`pop.myStatus.${card.myStatus}`)}
                data-testid="pop-quiz-card-my-status"
              />
            )}
          </Stack>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
            {title}
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
