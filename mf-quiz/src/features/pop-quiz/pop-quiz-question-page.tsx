import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/** One timed pop quiz question: countdown, question, hint. The clock starts with the API (later). */
export function PopQuizQuestionPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  return (
    <Page
      title={t('popQuestion.title')}
      testId="pop-quiz-question-page"
      actions={
        <Paper variant="outlined" sx={{ px: 2, py: 1, textAlign: 'center', minWidth: 120 }}>
          <Typography variant="caption" color="text.secondary" component="p" id="pop-quiz-time-left">
            {t('popQuestion.timeLeft')}
          </Typography>
          <Typography role="timer" aria-labelledby="pop-quiz-time-left" sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            --:--
          </Typography>
        </Paper>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <EmptyState
          title={t('popQuestion.emptyTitle')}
          description={t('popQuestion.emptyDescription')}
          action={
            <Button component={RouterLink} to={paths.popQuizzes(lang)} variant="outlined">
              {t('popQuestion.backToList')}
            </Button>
          }
        />
        <Paper variant="outlined" component="section" aria-labelledby="pop-quiz-hint-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Typography id="pop-quiz-hint-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('popQuestion.hintTitle')}
            </Typography>
            <Typography color="text.secondary">{t('popQuestion.hintSubscribers')}</Typography>
          </Stack>
        </Paper>
      </Box>
    </Page>
  );
}
