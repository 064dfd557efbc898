import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type PopQuizResult as Result } from '@academy/contracts';
import { useFormat, useLanguage, useT } from '@academy/platform';
import { ThaiText } from '@academy/ui';
import { PopQuizKkubNote } from '../../../lib/components/pop-quiz-kkub-note';

const texts = (choices: Array<{ text: string }>) => choices.map((choice) => choice.text).join(', ');

/**
 * The end of a try: right (completed, pending KKUB; a practice try earns nothing) or wrong
 * (failed, time over), or right but out of reward. Which choice was right (a text, never a
 * position) shows only once nobody can answer the pop quiz any more and only to a learner whose
 * try reveals it (`answer` from the server); until then the result says when, or that it will not.
 */
export function PopQuizResult({ result }: { result: Result }) {
  const { t } = useT('quiz');
  const { t: tp } = useT();
  const lang = useLanguage();
  const date = useFormat().dateTime;
  const won = result.status === 'completed' || result.status === 'pending';
  const severity = won ? 'success' : result.status === 'outofreward' ? 'warning' : 'error';
  const headline = won
    ? result.pointsEarned > 0
      ? t('popResult.completed', { points: result.pointsEarned })
      : t(result.practice ? 'popResult.practice' : 'popResult.correct')
    : result.messageCode
      ? tp(`errors.${result.messageCode}`)
      : t('popResult.wrong');
  const right = result.answer?.choices.filter((choice) => choice.correct) ?? [];
  return (
    <Stack spacing={2} data-testid="pop-quiz-result" data-status={result.status}>
      <Alert severity={severity} data-testid="pop-quiz-result-message">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {headline}
        </Typography>
        {result.status === 'outofreward' && <Typography component="p">{t('popResult.outOfRewardDetail')}</Typography>}
      </Alert>
      {result.kkub && <PopQuizKkubNote kkub={result.kkub} />}
      {result.answer ? (
        <>
          <Typography>
            {t('popResult.correctAnswer', { count: right.length })} <strong>{texts(right)}</strong>
          </Typography>
          <Typography color="text.secondary">
            <ThaiText>{result.answer.explanation}</ThaiText>
          </Typography>
        </>
      ) : result.revealsAnswer ? (
        <Typography color="text.secondary" data-testid="pop-quiz-reveal-later">
          {t('popResult.revealLater', { time: date(result.revealAt) })}{' '}
          <Link component={RouterLink} to={`${paths.quizHistory(lang)}?tab=pop`} underline="always">
            {t('popResult.toHistory')}
          </Link>
        </Typography>
      ) : (
        <Typography color="text.secondary" data-testid="pop-quiz-reveal-never">
          {t('popResult.revealVerifiedOnly')}
        </Typography>
      )}
      {result.cooldownEndsAt && <Typography color="text.secondary">{t('popResult.cooldown')}</Typography>}
    </Stack>
  );
}
