import { Link } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type BlogCard } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { ArticleCover } from './article-cover';
import { Highlight } from './highlight';

/**
 * An article in a list: cover, title link, summary (or a search snippet), difficulty, length,
 * category. `coverSizes`: how wide the card is drawn (`coverSizes()` of its grid cells).
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
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="article-card"
    >
      {article.coverImage && (
        <ArticleCover
          src={article.coverImage}
          variants={article.coverVariants}
          sizes={coverSizes}
          lazy
          testId="article-card-cover"
        />
      )}
      <CardContent component={Stack} spacing={1.25} sx={{ flexGrow: 1 }}>
        <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
          {article.category && <Chip size="small" label={article.category.name} />}
          <Chip
            size="small"
            variant="outlined"
            label={t(`articles.difficulties.${article.difficulty.toLowerCase()}`)}
          />
          <Chip size="small" variant="outlined" label={t('common.minutes', { count: article.readingTime })} />
          {article.exclusive && <Chip size="small" color="secondary" label={t('common.exclusive')} />}
        </Stack>
        <Typography
          variant="h3"
          component={headingLevel}
          sx={{ fontSize: { xs: '1.1rem', md: '1.2rem' }, overflowWrap: 'anywhere' }}
        >
          <MuiLink component={Link} to={paths.article(lang, article.slug)} underline="hover" color="inherit">
            <Highlight text={article.title} terms={terms} />
          </MuiLink>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <Highlight text={snippet ?? article.summary} terms={terms} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          <time dateTime={article.publishedAt}>{t('common.publishedOn', { date: article.publishedAt })}</time>
        </Typography>
        {article.fallback && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('common.fallbackCard')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
