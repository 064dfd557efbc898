import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

// business-rules.md: A+ 100%, A >= 90%, B >= 80%, C >= 70%, D >= 60%, F below; pass = C or better.
const gradeScale = [
  ['A+', 100],
  ['A', 90],
  ['B', 80],
  ['C', 70],
  ['D', 60],
] as const;

/** Result, grade and the reward form of a finished main quiz (filled by the quiz API later). */
export function QuizResultPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const { slug = '' } = useParams();

  return (
    <Page title={t('result.title')} testId="quiz-result-page">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <EmptyState
            title={t('result.emptyTitle')}
            description={t('result.emptyDescription')}
            action={
              <Button component={RouterLink} to={paths.quiz(lang, slug)} variant="contained">
                {t('result.backToQuiz')}
              </Button>
            }
          />
          <Paper variant="outlined" component="section" aria-labelledby="reward-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="reward-form-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('result.rewardTitle')}
            </Typography>
            <Typography color="text.secondary">{t('result.rewardEmpty')}</Typography>
          </Paper>
        </Stack>
        <Paper variant="outlined" component="section" aria-labelledby="grade-scale-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="grade-scale-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('result.gradeScale')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {gradeScale.map(([grade, percent]) => (
              <li key={grade}>
                <Typography>{t(grade === 'A+' ? 'result.gradePerfect' : 'result.gradeAtLeast', { grade, percent })}</Typography>
              </li>
            ))}
            <li>
              <Typography>{t('result.gradeFail')}</Typography>
            </li>
          </Box>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('result.passRule')}
          </Typography>
        </Paper>
      </Box>
    </Page>
  );
}
