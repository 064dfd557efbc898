import { Link } from 'react-router';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type BlogCard } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { ArticleCover, CARD_THUMB_WIDTH, withPhoneThumb } from './article-cover';
import { Highlight } from './highlight';

/** `lines` lines of a text at most (the rest is on the article's page). */
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * An article in a list: cover, title link, summary (or a search snippet), difficulty, length,
 * category. `coverSizes`: how wide the card is drawn (`coverSizes()` of its grid cells). On a phone
 * the card is compact: the cover (the social card, which repeats the title) is a thumbnail beside
 * the title, the summary two lines. The title's link covers the whole card (one target to tap).
 */
export function ArticleCard({
  article,
  coverSizes,
  snippet,
  terms = [],
  headingLevel = 'h3',
}: {
  article: BlogCard;
  coverSizes: string;
  snippet?: string;
  terms?: readonly string[];
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useT('content');
  const lang = useLanguage();
  const cover = Boolean(article.coverImage);
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="article-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'grid',
        alignContent: 'start',
        gridTemplateColumns: {
          xs: cover ? `${CARD_THUMB_WIDTH}px minmax(0, 1fr)` : 'minmax(0, 1fr)',
          sm: 'minmax(0, 1fr)',
        },
        gridTemplateAreas: {
          xs: cover ? '"cover title" "meta meta" "summary summary" "date date"' : '"title" "meta" "summary" "date"',
          sm: cover ? '"cover" "meta" "title" "summary" "date"' : '"meta" "title" "summary" "date"',
        },
        gridTemplateRows: { sm: cover ? 'auto auto auto auto 1fr' : 'auto auto auto 1fr' },
        columnGap: 1.5,
        rowGap: 1.25,
        p: { xs: 1.5, sm: cover ? '0 0 16px' : 2 },
        '& > :not(picture)': { px: { sm: cover ? 2 : 0 } },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {article.coverImage && (
        <ArticleCover
          src={article.coverImage}
          variants={article.coverVariants}
          sizes={withPhoneThumb(coverSizes)}
          lazy
          testId="article-card-cover"
          sx={{ gridArea: 'cover', alignSelf: 'start', borderRadius: { xs: 1, sm: 0 }, overflow: 'hidden' }}
        />
      )}
      <Typography
        variant="h3"
        component={headingLevel}
        sx={{ gridArea: 'title', fontSize: { xs: '1.05rem', md: '1.2rem' }, overflowWrap: 'anywhere' }}
      >
        <MuiLink
          component={Link}
          to={paths.article(lang, article.slug)}
          underline="hover"
          color="inherit"
          // the whole card is the link's target; the text stays the link's name
          sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 0 } }}
        >
          <Highlight text={article.title} terms={terms} />
        </MuiLink>
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.75} sx={{ gridArea: 'meta', flexWrap: 'wrap' }}>
        {article.category && <Chip size="small" label={article.category.name} />}
        <Chip size="small" variant="outlined" label={t(`articles.difficulties.${article.difficulty.toLowerCase()}`)} />
        <Chip size="small" variant="outlined" label={t('common.minutes', { count: article.readingTime })} />
        {article.exclusive && <Chip size="small" color="secondary" label={t('common.exclusive')} />}
      </Stack>
      <Typography
        color="text.secondary"
        sx={(theme) => ({ gridArea: 'summary', overflowWrap: 'anywhere', [theme.breakpoints.down('sm')]: clamp(2) })}
      >
        <Highlight text={snippet ?? article.summary} terms={terms} />
      </Typography>
      <Stack spacing={1.25} sx={{ gridArea: 'date', justifyContent: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={article.publishedAt}>{t('common.publishedOn', { date: article.publishedAt })}</time>
        </Typography>
        {article.fallback && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('common.fallbackCard')}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
