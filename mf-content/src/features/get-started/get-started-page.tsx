import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type Language } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EmptyState, ListSkeleton, Page, ThaiText } from '@academy/ui';
import { Markdown } from '../../lib/components/markdown';
import { ContentError } from '../../lib/components/query-states';
import { useGetStartBanner } from './api/get-get-start-banner';
import { useGetStarts } from './api/get-get-starts';

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
      <GetStartBanner />
      <Guides />
      <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 4, mb: 2 }}>
        {t('getStarted.next')}
      </Typography>
      <Grid container spacing={{ xs: 2, md: 3 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, index) => (
          <Grid key={step.key} size={{ xs: 12, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
              <Stack spacing={1.5} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <Typography variant="h3" component="p" color="primary" aria-hidden>
                  {index + 1}
                </Typography>
                <Typography variant="h3" sx={{ fontSize: { xs: '1.2rem', md: '1.3rem' } }}>
                  <ThaiText>{t(`getStarted.steps.${step.key}.title`)}</ThaiText>
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  <ThaiText>{t(`getStarted.steps.${step.key}.body`)}</ThaiText>
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

function GetStartBanner() {
  const lang = useLanguage();
  const banner = useGetStartBanner(lang);
  // The banner is decoration: without it (loading, failed, none) the guides still make the page.
  if (!banner.data) return null;
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2.5, md: 4 }, mb: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      data-testid="get-start-banner"
    >
      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.9rem' } }}>
        <ThaiText>{banner.data.title}</ThaiText>
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.9 }}>
        <ThaiText>{banner.data.subtitle}</ThaiText>
      </Typography>
    </Paper>
  );
}

function Guides() {
  const { t } = useT('content');
  const lang = useLanguage();
  const guides = useGetStarts(lang);
  if (guides.isPending) return <ListSkeleton label={t('common.loading')} columns={2} count={4} />;
  if (guides.isError) return <ContentError error={guides.error} onRetry={() => void guides.refetch()} />;
  if (guides.data.length === 0) return <EmptyState title={t('getStarted.empty')} />;
  return (
    <section aria-labelledby="get-started-guides-title">
      <Typography id="get-started-guides-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
        {t('getStarted.guides')}
      </Typography>
      {guides.data.map((guide, index) => (
        <Accordion key={guide.id} defaultExpanded={index === 0} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`guide-${guide.id}-body`}
            id={`guide-${guide.id}-summary`}
          >
            <Stack>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {index + 1}. <ThaiText>{guide.title}</ThaiText>
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                <ThaiText>{guide.summary}</ThaiText>
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`guide-${guide.id}-body`}>
            <Markdown>{guide.body}</Markdown>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
