import { useState } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRequireKyc, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { QuizLevelChip, quizLevels } from './components/quiz-level-chip';

/**
 * The frame of a main quiz. Start is guarded: a visitor gets the login dialog, an unverified user
 * the KYC prompt. The questions themselves come with the quiz API (a later issue).
 */
export function QuizPlayPage() {
  const { t } = useT('quiz');
  const { slug = '' } = useParams();
  const requireKyc = useRequireKyc('quiz');
  const [started, setStarted] = useState(false);

  return (
    <Page title={t('play.title')} lead={t('play.lead')} testId="quiz-play-page">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
              {t('play.quizName', { slug })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{t('play.levels')}</Typography>
              {quizLevels.map((level) => (
                <QuizLevelChip key={level} level={level} variant="outlined" />
              ))}
            </Stack>
            <Typography color="text.secondary">{t('play.rules')}</Typography>
            {!started && (
              <Button variant="contained" size="large" onClick={() => requireKyc(() => setStarted(true))} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
                {t('play.start')}
              </Button>
            )}
          </Stack>
        </Paper>
        {started && <EmptyState title={t('play.notAvailableTitle')} description={t('play.notAvailableDescription')} />}
      </Stack>
    </Page>
  );
}
