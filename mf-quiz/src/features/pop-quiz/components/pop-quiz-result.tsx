import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PopQuizResult as Result } from '@academy/contracts';
import { useT } from '@academy/platform';

/** The end of a try: completed with points, failed (wrong or time over) or out of reward. */
export function PopQuizResult({ result, choices }: { result: Result; choices: string[] }) {
  const { t } = useT('quiz');
  const { t: tp } = useT();
  const severity = result.status === 'completed' ? 'success' : result.status === 'outofreward' ? 'warning' : 'error';
  const headline =
    result.status === 'completed'
      ? t('popResult.completed', { points: result.pointsEarned })
      : result.messageCode
        ? tp(`errors.${result.messageCode}`)
        : t('popResult.wrong');
  return (
    <Stack spacing={2} data-testid="pop-quiz-result" data-status={result.status}>
      <Alert severity={severity} data-testid="pop-quiz-result-message">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {headline}
        </Typography>
        {result.status === 'outofreward' && <Typography component="p">{t('popResult.outOfRewardDetail')}</Typography>}
      </Alert>
      <Typography>
        {t('popResult.correctAnswer', { count: result.correctAnswers.length })}{' '}
        <strong>{result.correctAnswers.map((i) => choices[i]).join(', ')}</strong>
      </Typography>
      <Typography color="text.secondary">{result.explanation}</Typography>
      {result.cooldownEndsAt && <Typography color="text.secondary">{t('popResult.cooldown')}</Typography>}
    </Stack>
  );
}
