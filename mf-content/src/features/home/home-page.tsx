import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_PROMO_FROM_USD, paths } from '@academy/contracts';
import { HydrationUnit, useLanguage, useT } from '@academy/platform';
import { Page, renderWhenNear } from '@academy/ui';
import { useFilteredBlogs } from '../../lib/api/get-filtered-blogs';
import { ArticleGrid } from '../../lib/components/article-grid';
import { ContinuePath } from './continue-path';
import { HomeSearchForm } from './home-search-form';
import { HomeSection } from './home-section';
import { HomeTopics } from './home-topics';
import { MARKET_UPDATES_CATEGORY, homeBlogFilters } from './home-queries';

/** The exclusive and latest sections: side by side from md up (also their covers' share of the page). */
const HALF = { xs: 12, md: 6 };

function PromoCard({
  id,
  title,
  body,
  extra,
  action,
}: {
  id: string;
  title: string;
  body: string;
  extra?: string;
  action: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, height: '100%', bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
      elevation={0}
    >
      <Stack spacing={1.5} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        {extra && (
          <Typography variant="h3" component="p" color="primary">
            {extra}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

export function HomePage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const latest = useFilteredBlogs(lang, homeBlogFilters.latest);
  const exclusive = useFilteredBlogs(lang, homeBlogFilters.exclusive);
  const market = useFilteredBlogs(lang, homeBlogFilters.market);
  return (
    <Page title={t('home.title')} lead={t('home.lead')} testId="home-page">
      <HomeSearchForm />
      <ContinuePath />
      {/* each section hydrates as its own unit (short tasks) when it scrolls into view */}
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={12}>
          <HydrationUnit on="visible">
            <HomeSection id="home-topics" title={t('home.topics.title')}>
              <HomeTopics />
            </HomeSection>
          </HydrationUnit>
        </Grid>
        <Grid size={12}>
          <HydrationUnit on="visible">
            <HomeSection id="home-highlight" title={t('home.highlight.title')}>
              <ArticleGrid
                query={latest}
                select={(data) => data.items.filter((item) => item.highlight).slice(0, 3)}
                empty={t('home.highlight.empty')}
                columns={3}
              />
            </HomeSection>
          </HydrationUnit>
        </Grid>
        <Grid size={HALF} sx={renderWhenNear(900)}>
          <HydrationUnit on="visible">
            <HomeSection
              id="home-exclusive"
              title={t('home.exclusive.title')}
              action={
                <Button component={Link} to={paths.exclusiveArticles(lang)} size="small">
                  {t('home.exclusive.more')}
                </Button>
              }
            >
              <ArticleGrid
                query={exclusive}
                select={(data) => data.items}
                empty={t('home.exclusive.empty')}
                columns={1}
                within={HALF}
                phoneLimit={2}
              />
            </HomeSection>
          </HydrationUnit>
        </Grid>
        <Grid size={HALF} sx={renderWhenNear(900)}>
          <HydrationUnit on="visible">
            <HomeSection
              id="home-latest"
              title={t('home.latest.title')}
              action={
                <Button component={Link} to={paths.articles(lang)} size="small">
                  {t('home.latest.more')}
                </Button>
              }
            >
              <ArticleGrid
                query={latest}
                select={(data) => data.items.slice(0, 4)}
                empty={t('home.latest.empty')}
                columns={1}
                within={HALF}
                phoneLimit={3}
              />
            </HomeSection>
          </HydrationUnit>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={renderWhenNear(260)}>
          <HydrationUnit on="visible">
            <PromoCard
              id="home-subscription"
              title={t('home.subscription.title')}
              body={t('home.subscription.body')}
              extra={t('home.subscription.price', { price: SUBSCRIPTION_PROMO_FROM_USD })}
              action={
                <Button component={Link} to={paths.subscriptions(lang)} variant="contained">
                  {t('home.subscription.action')}
                </Button>
              }
            />
          </HydrationUnit>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={renderWhenNear(260)}>
          <HydrationUnit on="visible">
            <PromoCard
              id="home-quiz"
              title={t('home.quiz.title')}
              body={t('home.quiz.body')}
              action={
                <Button component={Link} to={paths.quizzes(lang)} variant="contained">
                  {t('home.quiz.action')}
                </Button>
              }
            />
          </HydrationUnit>
        </Grid>
        <Grid size={12} sx={renderWhenNear(1200)}>
          <HydrationUnit on="visible">
            <HomeSection
              id="home-market"
              title={t('home.market.title')}
              action={
                <Button
                  component={Link}
                  to={`${paths.articles(lang)}?category=${MARKET_UPDATES_CATEGORY}`}
                  size="small"
                >
                  {t('home.market.more')}
                </Button>
              }
            >
              <ArticleGrid
                query={market}
                select={(data) => data.items}
                empty={t('home.market.empty')}
                columns={3}
                phoneLimit={3}
              />
            </HomeSection>
          </HydrationUnit>
        </Grid>
      </Grid>
    </Page>
  );
}
