import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths, quizAccessFilters, type QuizAccessFilter, type QuizCard } from '@academy/contracts';
import { HydrationUnit, useLanguage, usePaginationLabels, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, Page, ThaiText } from '@academy/ui';
import { TextInput } from '@academy/ui/text-input';
import { useCurrentUserId } from '../../lib/api/current-user';
import { useCategories } from './api/get-categories';
import { QUIZ_PAGE_SIZE, useQuizList } from './api/get-quiz-list';
import { QuizLevelChip } from './components/quiz-level-chip';
import { filtersFromSearch } from './quiz-list-filters';

/** Main quiz list: access tabs, topic, name search and paging, all in the URL; visitors may browse. */
export function QuizListPage() {
  const { t } = useT('quiz');
  const pageLabels = usePaginationLabels();
  const lang = useLanguage();
  const userId = useCurrentUserId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  // The search box owns what is typed (the URL follows), so fast typing never loses a key.
  const [name, setName] = useState(filters.name);
  const deferredName = useDeferredValue(name);
  const list = useQuizList(lang, { ...filters, name: deferredName }, userId);
  const categories = useCategories(lang);

  const update = (patch: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(patch)) {
      if (value && !(key === 'filter' && value === 'all')) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setSearchParams(next, { replace: true });
  };

  /** A tab's link: the same list with that access filter, from its first page. */
  const tabSearch = (value: QuizAccessFilter) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'all') next.delete('filter');
    else next.set('filter', value);
    next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '';
  };

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / QUIZ_PAGE_SIZE));

  return (
    <Page title={t('list.title')} lead={t('list.lead')} testId="quiz-list-page">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {/* Links (`?filter=`, read by the route loader): a tab works from the server's HTML as a
            page load before any script, and navigates in the app once it runs. */}
        <Tabs value={filters.filter} variant="scrollable" allowScrollButtonsMobile aria-label={t('list.filtersLabel')}>
          {quizAccessFilters.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`list.filters.${value}`)}
              component={RouterLink}
              to={{ search: tabSearch(value) }}
              replace
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, mb: 2 }}>
        {/* FormControl + OutlinedInput rather than TextField: TextField brings Select, Menu, Popover
            and Modal with it, none of which this first screen uses. */}
        <FormControl size="small">
          <InputLabel htmlFor="quiz-topic" shrink>
            {t('list.topic')}
          </InputLabel>
          <NativeSelect
            input={<OutlinedInput label={t('list.topic')} notched />}
            inputProps={{ id: 'quiz-topic' }}
            value={filters.category}
            onChange={(event) => update({ topic: event.target.value })}
          >
            <option value="">{t('list.allTopics')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.slug}>
                {lang === 'th' ? category.name_th : category.name_en}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <TextInput
          id="quiz-search"
          type="search"
          size="small"
          label={t('list.search')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            update({ q: event.target.value });
          }}
          inputProps={{ maxLength: 200 }}
        />
      </Box>
      {list.isPending ? (
        <ListSkeleton label={t('list.loading')} columns={2} count={4} />
      ) : list.isError ? (
        <ErrorState title={t('list.error')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={name || filters.category ? t('list.noMatch') : t(`list.empty.${filters.filter}`)}
          description={t('list.emptyDescription')}
        />
      ) : (
        <Stack spacing={3}>
          {/* the cards hydrate as their own unit (short tasks) when they scroll into view; the unit
              wraps the list (its marker element may not sit between the list and its items) */}
          <HydrationUnit on="visible">
            <Box
              component="ul"
              data-testid="quiz-cards"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {list.data.items.map((quiz) => (
                <li key={quiz.id}>
                  <QuizCardView quiz={quiz} />
                </li>
              ))}
            </Box>
          </HydrationUnit>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(filters.page, pages)}
              onChange={(_, page) => update({ page: String(page) })}
              sx={{ alignSelf: 'center' }}
              {...pageLabels}
            />
          )}
        </Stack>
      )}
    </Page>
  );
}

function QuizCardView({ quiz }: { quiz: QuizCard }) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.quiz(lang, quiz.slug)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <QuizLevelChip level={quiz.difficulty.toLowerCase() as 'beginner' | 'intermediate' | 'advanced'} />
            <Chip
              size="small"
              variant="outlined"
              color={quiz.exclusive ? 'secondary' : 'default'}
              label={t(quiz.exclusive ? 'list.filters.exclusive' : 'list.filters.free')}
            />
            {quiz.myStatus !== 'none' && (
              <Chip
                size="small"
                color={quiz.myStatus === 'passed' ? 'success' : 'default'}
                label={t(`myStatus.${quiz.myStatus}`)}
              />
            )}
          </Stack>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            <ThaiText>{quiz.title}</ThaiText>
          </Typography>
          {quiz.category && (
            <Typography variant="body2" color="text.secondary">
              {quiz.category.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
            {/* rendered for everyone (the list is server-rendered anonymously): true for everyone */}
            {quiz.rewardPoints > 0
              ? t('list.facts', { count: quiz.questionCount, points: quiz.rewardPoints })
              : t('list.questions', { count: quiz.questionCount })}
          </Typography>
          {quiz.physicalReward && (
            <Typography variant="body2" color="text.secondary">
              {t('list.physicalReward', { name: quiz.physicalReward.name })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
