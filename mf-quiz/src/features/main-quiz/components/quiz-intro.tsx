import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type QuizDetail } from '@academy/contracts';
import { formatDate, useHydrated, useLanguage, useSessionStore, useT } from '@academy/platform';
import { standaloneLink } from '@academy/ui';
import { QuizLevelChip } from './quiz-level-chip';
import { QuizPointsNote } from './quiz-points-note';
import { SubscribeAlert } from './subscribe-alert';

export interface QuizIntroProps {
  quiz: QuizDetail;
  /** The attempt was just saved for later on this page. */
  saved: boolean;
  /** Start is refused while a request runs. */
  disabled: boolean;
  /** The failure of the last request. */
  error: ReactNode;
  onStart(): void;
}

/**
 * Before an attempt: level, facts, who earns the points, prize, the rules, and what the next
 * start will be: graded (questions the learner has not seen) or practice (earns nothing), and
 * from when (the server's retake cool-down).
 */
export function QuizIntro({ quiz, saved, disabled, error, onStart }: QuizIntroProps) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const user = useSessionStore((s) => s.user);
  const level = quiz.difficulty.toLowerCase() as 'beginner' | 'intermediate' | 'advanced';
  const mine = quiz.myAttempt;
  const open = saved || (mine !== null && mine.status !== 'finished');
  const next = open ? null : quiz.nextAttempt;
  const waitUntil = next?.availableAt && new Date(next.availableAt) > new Date() ? next.availableAt : null;
  const needsSubscription = quiz.exclusive && quiz.locked && user !== null;
  // Start needs the app (the session, the API): not drawn in the server's HTML, never shown disabled.
  const hydrated = useHydrated();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <QuizLevelChip level={level} />
          <Chip
            size="small"
            variant="outlined"
            label={t(quiz.exclusive ? 'list.filters.exclusive' : 'list.filters.free')}
          />
        </Stack>
        <Typography>{t('list.questions', { count: quiz.questionCount })}</Typography>
        {/* the questions ask about "the article": it is one click away */}
        <Typography>
          <MuiLink
            component={RouterLink}
            to={paths.article(lang, quiz.slug)}
            data-testid="quiz-article-link"
            sx={standaloneLink}
          >
            {t('play.readArticle', { title: quiz.title })}
          </MuiLink>
        </Typography>
        {/* an exclusive quiz the learner may not take yet says "subscribe" below */}
        {!needsSubscription && (
          <QuizPointsNote quiz={quiz} practice={Boolean(next?.practice || (open && mine?.practice))} />
        )}
        {quiz.physicalReward && (
          <Typography color="text.secondary">
            {t(quiz.physicalReward.aPlusOnly ? 'play.physicalRewardAPlus' : 'play.physicalReward', {
              name: quiz.physicalReward.name,
            })}
          </Typography>
        )}
        <Typography color="text.secondary">{t('play.rules')}</Typography>
        {quiz.retakeCooldownHours > 0 && (
          <Typography color="text.secondary" data-testid="quiz-cooldown-rule">
            {t('play.cooldownRule', { count: quiz.retakeCooldownHours })}
          </Typography>
        )}
        {saved && (
          <Alert severity="success" data-testid="quiz-saved">
            {t('play.savedMessage')}
          </Alert>
        )}
        {mine?.status === 'finished' && (
          <Alert severity={mine.passed && !mine.practice ? 'success' : 'info'}>
            {t(mine.practice ? 'play.lastPracticeResult' : 'play.lastResult', { grade: mine.grade ?? '' })}{' '}
            <RouterLink to={paths.quizResult(lang, quiz.slug)}>{t('play.seeResult')}</RouterLink>
          </Alert>
        )}
        {open && mine?.practice && (
          <Alert severity="warning" data-testid="quiz-practice-notice">
            {t('play.practiceOpen')}
          </Alert>
        )}
        {next?.practice && (
          <Alert severity="warning" data-testid="quiz-practice-notice">
            {t('play.practiceNext', { count: quiz.questionCount, unseen: next.unseenCount, pool: next.poolSize })}
          </Alert>
        )}
        {next && !next.practice && (
          <Typography data-testid="quiz-graded-notice">
            {t('play.gradedNext', { count: quiz.questionCount, unseen: next.unseenCount, pool: next.poolSize })}
          </Typography>
        )}
        {waitUntil && (
          <Alert severity="info" data-testid="quiz-cooldown">
            {t('play.cooldownUntil', {
              time: formatDate(waitUntil, lang, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Alert>
        )}
        {error}
        {needsSubscription ? (
          <SubscribeAlert testId="quiz-subscribe">{t('play.exclusiveNeedsSubscription')}</SubscribeAlert>
        ) : !hydrated ? (
          <Typography color="text.secondary" data-testid="quiz-start-soon">
            {t('play.startSoon')}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              size="large"
              disabled={disabled || waitUntil !== null}
              onClick={onStart}
              data-testid="quiz-start"
            >
              {open ? t('play.resume') : mine?.status === 'finished' ? t('play.retake') : t('play.start')}
            </Button>
            {saved && (
              <Button component={RouterLink} to={paths.quizzes(lang)} size="large">
                {t('play.backToList')}
              </Button>
            )}
          </Stack>
        )}
        {quiz.exclusive && !quiz.locked && <Typography variant="body2">{t('play.exclusiveAllowance')}</Typography>}
      </Stack>
    </Paper>
  );
}
