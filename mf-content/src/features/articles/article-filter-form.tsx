import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useT } from '@academy/platform';
import {
  articleDifficulties,
  articleReadingTimes,
  emptyArticleFilters,
  sameFilters,
  type ArticleFilters,
} from './article-filters';
import { FilterDisclosure } from './filter-disclosure';

/**
 * Filter controls: a draft the user edits, applied to the URL with Apply; Clear resets both.
 * When the URL changes (Apply, Clear, back/forward) the draft restarts from it. On a phone the
 * controls fold away behind "Filters" (with how many are applied).
 */
export function ArticleFilterForm({
  value,
  onApply,
  categories,
}: {
  value: ArticleFilters;
  onApply: (filters: ArticleFilters) => void;
  /** slug and name of each category; a category in the URL but not (yet) here is still offered. */
  categories: { slug: string; name: string }[];
}) {
  const { t } = useT('content');
  const [draft, setDraft] = useState<ArticleFilters>(value);
  const [applied, setApplied] = useState<ArticleFilters>(value);
  if (!sameFilters(applied, value)) {
    setApplied(value);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const active = Object.values(value).filter(Boolean).length;
  const clear = () => {
    setDraft(emptyArticleFilters);
    onApply(emptyArticleFilters);
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-labelledby="article-filters-title"
      sx={{ px: { xs: 2, md: 3 }, py: { xs: 0.5, md: 3 } }}
    >
      <FilterDisclosure
        titleId="article-filters-title"
        title={t('articles.filters.title')}
        note={active > 0 ? t('articles.filters.active', { count: active }) : undefined}
        closeOnPhone={`${value.category}|${value.difficulty}|${value.readingTime}`}
      >
        <Stack spacing={2.5} sx={{ pb: { xs: 1.5, md: 0 } }}>
          <TextField
            select
            fullWidth
            label={t('articles.filters.category')}
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value as ArticleFilters['category'] })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('articles.categories.all')}</option>
            {draft.category && !categories.some((category) => category.slug === draft.category) && (
              <option value={draft.category}>{draft.category}</option>
            )}
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="article-difficulty-label">{t('articles.filters.difficulty')}</FormLabel>
            <RadioGroup
              aria-labelledby="article-difficulty-label"
              value={draft.difficulty}
              onChange={(event) =>
                setDraft({ ...draft, difficulty: event.target.value as ArticleFilters['difficulty'] })
              }
            >
              <FormControlLabel value="" control={<Radio />} label={t('articles.difficulties.all')} />
              {articleDifficulties.map((difficulty) => (
                <FormControlLabel
                  key={difficulty}
                  value={difficulty}
                  control={<Radio />}
                  label={t(`articles.difficulties.${difficulty}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            select
            fullWidth
            label={t('articles.filters.readingTime')}
            value={draft.readingTime}
            onChange={(event) =>
              setDraft({ ...draft, readingTime: event.target.value as ArticleFilters['readingTime'] })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('articles.readingTimes.all')}</option>
            {articleReadingTimes.map((readingTime) => (
              <option key={readingTime} value={readingTime}>
                {t(`articles.readingTimes.${readingTime}`)}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1}>
            <Button type="submit" variant="contained" fullWidth>
              {t('articles.filters.apply')}
            </Button>
            <Button type="button" variant="outlined" fullWidth onClick={clear}>
              {t('articles.filters.clear')}
            </Button>
          </Stack>
        </Stack>
      </FilterDisclosure>
    </Paper>
  );
}
