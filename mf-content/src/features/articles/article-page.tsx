import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type BlogDetail } from '@academy/contracts';
import { HydrationUnit, RequestError, useFormat, useLanguage, useSessionStore, useT } from '@academy/platform';
import { DocumentTitle, EmptyState, Page, ThaiText, renderWhenNear } from '@academy/ui';
import { ArticleCard } from '../../lib/components/article-card';
import { ArticleCover, coverSizes } from '../../lib/components/article-cover';
import { useMetaDescription } from '../../lib/components/document-meta';
import { extractHeadings } from '@academy/contracts';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { ArticleActions } from './article-actions';
import { TableOfContents } from './article-toc';
import { useBlog } from './api/get-blog';
import { useCountBlogView } from './api/update-blog-view';
import { READING_REGION_ID, ReadingTracker, ResumeReading } from './reading-progress';
import { ScrollToSection } from './scroll-to-section';

/**
 * The body's renderer (react-markdown, remark: ~45 KB gzip) loads when the body hydrates: on the
 * first interaction inside it. The server's HTML of the body reads and its links navigate before.
 */
const Markdown = lazy(() => import('../../lib/components/markdown').then((m) => ({ default: m.Markdown })));

function LockedTeaser({ teaser, terms }: { teaser: string | null; terms: BlogDetail['terms'] }) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Stack spacing={2} data-testid="article-locked">
      {teaser && <Markdown terms={terms}>{teaser}</Markdown>}
      <Alert
        severity="info"
        action={
          <Button component={Link} to={paths.subscriptions(lang)} variant="contained" size="small">
            {t('article.locked.action')}
          </Button>
        }
      >
        <Typography component="p" sx={{ fontWeight: 600 }}>
          <ThaiText>{t('article.locked.title')}</ThaiText>
        </Typography>
        <Typography component="p">
          <ThaiText>{t('article.locked.body')}</ThaiText>
        </Typography>
      </Alert>
    </Stack>
  );
}

/** The article's column and the related cards (the same shares as the grid below). */
const ARTICLE_COLUMN = { xs: 12, md: 8 };
const RELATED_CELL = { xs: 12, sm: 6, lg: 4 };

function ArticleView({ article }: { article: BlogDetail }) {
  const { t } = useT('content');
  const lang = useLanguage();
  useMetaDescription(article.summary);
  const headings = !article.locked && article.body ? extractHeadings(article.body) : [];
  const toc = headings.length > 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="article-page">
      <DocumentTitle title={article.title} />
      {/*
        One grid, placed by CSS: on a phone header, contents (collapsed), body; from md up the
        header and the body in the left column (2/3, ARTICLE_COLUMN) and the contents beside them.
      */}
      <Box
        component="article"
        lang={article.language}
        sx={{
          display: 'grid',
          columnGap: 4,
          rowGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: {
            xs: toc ? '"header" "toc" "body"' : '"header" "body"',
            md: '"header toc" "body toc"',
          },
        }}
      >
        <Stack spacing={2} sx={{ gridArea: 'header' }} data-testid="article-header">
          {article.coverImage && (
            <ArticleCover
              src={article.coverImage}
              variants={article.coverVariants}
              sizes={coverSizes(ARTICLE_COLUMN)}
              testId="article-cover"
            />
          )}
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {article.category && (
              <Chip
                clickable
                component={Link}
                to={`${paths.articles(lang)}?category=${encodeURIComponent(article.category.slug)}`}
                label={article.category.name}
                color="primary"
              />
            )}
            {article.exclusive && <Chip label={t('common.exclusive')} color="secondary" />}
          </Stack>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, overflowWrap: 'anywhere' }}>
            <ThaiText>{article.title}</ThaiText>
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }} data-testid="article-summary">
            <ThaiText>{article.summary}</ThaiText>
          </Typography>
          <ArticleFacts article={article} />
          <ArticleActions article={article} />
          {!article.locked && <ResumeReading slug={article.slug} />}
          {article.fallback && (
            <Alert severity="info" data-testid="article-fallback">
              {t('article.fallback', { language: t(`common.languages.${article.language}`) })}
            </Alert>
          )}
        </Stack>
        {toc && (
          <Box sx={{ gridArea: 'toc' }}>
            <TableOfContents headings={headings} language={article.language} />
          </Box>
        )}
        {/* a flex gap: the body's unit marker (display: contents) takes no margin */}
        <Stack spacing={2} useFlexGap sx={{ gridArea: 'body' }} id={READING_REGION_ID}>
          {/* the body hydrates on its first interaction (its code loads then), the related list
              when it scrolls into view: their own units (short tasks) */}
          <HydrationUnit on="interaction">
            {article.locked ? (
              <LockedTeaser teaser={article.teaser} terms={article.terms} />
            ) : (
              <>
                <Markdown testId="article-body" terms={article.terms}>
                  {article.body ?? ''}
                </Markdown>
                <ScrollToSection />
              </>
            )}
          </HydrationUnit>
          {!article.locked && <ReadingTracker slug={article.slug} />}
          {article.quizSlug && (
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="article-quiz-title"
              sx={{ p: { xs: 2, md: 3 }, ...renderWhenNear(200) }}
            >
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography id="article-quiz-title" variant="h2" sx={{ fontSize: '1.3rem' }}>
                  {t('article.quiz.title')}
                </Typography>
                {/* a locked article promises no quiz it cannot give: it says what opens it */}
                {article.locked ? (
                  <Typography color="text.secondary" data-testid="article-quiz-locked">
                    {t('article.quiz.locked')}
                  </Typography>
                ) : (
                  <>
                    <Typography color="text.secondary">{t('article.quiz.body')}</Typography>
                    <Button component={Link} to={paths.quiz(lang, article.quizSlug)} variant="contained">
                      {t('article.quiz.action')}
                    </Button>
                  </>
                )}
              </Stack>
            </Paper>
          )}
        </Stack>
      </Box>
      {article.related.length > 0 && (
        <Box
          component="section"
          aria-labelledby="article-related-title"
          sx={{ mt: { xs: 3, md: 4 }, ...renderWhenNear(1200) }}
        >
          <Typography id="article-related-title" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1 }}>
            {t('article.related')}
          </Typography>
          <HydrationUnit on="visible">
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {article.related.map((related) => (
                <Grid key={related.id} component="li" size={RELATED_CELL}>
                  <ArticleCard article={related} coverSizes={coverSizes(RELATED_CELL)} />
                </Grid>
              ))}
            </Grid>
          </HydrationUnit>
        </Box>
      )}
    </Container>
  );
}

/** Published, difficulty, reading time and views, as a description list. */
function ArticleFacts({ article }: { article: BlogDetail }) {
  const { t } = useT('content');
  const format = useFormat();
  return (
    <Box
      component="dl"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 600 },
      }}
    >
      {(
        [
          [
            t('article.meta.published'),
            <time key="published" dateTime={article.publishedAt} data-testid="article-published">
              {format.date(article.publishedAt, { dateStyle: 'long' })}
            </time>,
          ],
          [t('article.meta.difficulty'), t(`articles.difficulties.${article.difficulty.toLowerCase()}`)],
          [t('article.meta.readingTime'), t('common.minutes', { count: article.readingTime })],
          [t('article.meta.views'), format.number(article.viewCount)],
        ] as const
      ).map(([term, value]) => (
        <Stack key={term} direction="row" spacing={0.75}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Stack>
      ))}
    </Box>
  );
}

export function ArticlePage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const userId = useSessionStore((s) => s.user?.id);
  const article = useBlog(lang, slug, userId);
  useCountBlogView(article.data?.id);
  if (article.isPending) {
    return (
      <Page title={t('article.loadingTitle')} testId="article-loading">
        <ContentLoading />
      </Page>
    );
  }
  if (article.isError) {
    const notFound = article.error instanceof RequestError && article.error.status === 404;
    return notFound ? (
      <Page title={t('article.title')} testId="article-not-found">
        <EmptyState
          title={t('article.empty')}
          description={t('article.emptyHint')}
          action={
            <Button component={Link} to={paths.articles(lang)} variant="outlined">
              {t('common.backToArticles')}
            </Button>
          }
        />
      </Page>
    ) : (
      <Page title={t('article.errorTitle')} testId="article-error">
        <ContentError error={article.error} onRetry={() => void article.refetch()} />
      </Page>
    );
  }
  return <ArticleView article={article.data} />;
}
