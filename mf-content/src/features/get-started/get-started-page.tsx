import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type Language } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { Page } from '@academy/ui';

const steps: { key: 'read' | 'glossary' | 'quiz'; to: (lang: Language) => string }[] = [
  { key: 'read', to: paths.articles },
  { key: 'glossary', to: paths.glossary },
  { key: 'quiz', to: paths.quizzes },
];

export function GetStartedPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Page title={t('getStarted.title')} lead={t('getStarted.lead')} testId="get-started-page">
      <Grid container spacing={{ xs: 2, md: 3 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, index) => (
          <Grid key={step.key} size={{ xs: 12, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
              <Stack spacing={1.5} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <Typography variant="h3" component="p" color="primary" aria-hidden>
                  {index + 1}
                </Typography>
                <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
                  {t(`getStarted.steps.${step.key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  {t(`getStarted.steps.${step.key}.body`)}
                </Typography>
                <Button component={Link} to={step.to(lang)} variant="outlined">
                  {t(`getStarted.steps.${step.key}.action`)}
                </Button>
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
