import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '@academy/contracts';
import { useFormat, useLanguage, usePaginationLabels, useSessionStore, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton } from '@academy/ui';
import {
  MY_QUIZZES_PAGE_SIZE,
  myQuizListOf,
  myQuizLists,
  myQuizzesQueryOptions,
  type QuizList,
} from '../api/my-quizzes';

interface Row {
  key: string;
  title: string;
  secondary: string;
  chip: { label: string; color: 'success' | 'error' | 'info' };
  link: { to: string; label: string } | null;
}

/** Completed main quizzes, completed pop quizzes and saved quizzes (`?list=`), searched on the server. */
export function MyQuizzesPanel() {
  const { t } = useT('account');
  const pageLabels = usePaginationLabels();
  const lang = useLanguage();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = myQuizListOf(searchParams.get('list'));
  const query = useQuery({ ...myQuizzesQueryOptions(userId, list, search, page), enabled: userId !== null });
  const format = useFormat();
  const formatDate = (iso: string | null) => (iso ? format.date(iso) : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(input.trim().slice(0, 200));
    setPage(0);
  };

  const rows = (): Row[] => {
    const data = query.data;
    // while another list loads, keepPreviousData may still hold the last one
    if (!data || data.list !== list) return [];
    if (data.list === 'completed-main') {
      return data.items.map((item) => ({
        key: `main-${item.id}`,
        title: item.questionTitle,
        secondary: [formatDate(item.completedDate), t('profile.myQuizzes.points', { count: item.amount })].join(' · '),
        chip: {
          label: t(`profile.myQuizzes.result.${item.result}`, { grade: item.grade }),
          color: item.result === 'pass' ? 'success' : 'error',
        },
        link: { to: paths.quizResult(lang, item.slug), label: t('profile.myQuizzes.viewResult') },
      }));
    }
    if (data.list === 'saved') {
      return data.items.map((item) => ({
        key: `saved-${item.attemptId}`,
        title: item.title,
        secondary: [
          t('profile.myQuizzes.answered', { answered: item.answeredCount, total: item.total }),
          formatDate(item.updatedAt),
        ].join(' · '),
        chip: { label: t(`profile.myQuizzes.status.${item.status}`), color: 'info' },
        link: { to: paths.quiz(lang, item.slug), label: t('profile.myQuizzes.resume') },
      }));
    }
    return data.items.map((item) => ({
      key: `pop-${item.id}`,
      title: item.questionTitle,
      secondary: [
        item.topic.name,
        formatDate(item.completedDate),
        t('profile.myQuizzes.points', { count: item.rewardPoint }),
      ]
        .filter(Boolean)
        .join(' · '),
      // A won KKUB still being paid out is `pending`; every other completed pop quiz `completed`.
      chip:
        item.status === 'pending'
          ? { label: t('profile.myQuizzes.status.pending'), color: 'info' }
          : { label: t('profile.myQuizzes.status.completed'), color: 'success' },
      link: null,
    }));
  };

  const total = query.data?.list === list ? query.data.total : 0;
  const items = rows();

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          alignItems: { md: 'center' },
          mb: 2,
        }}
      >
        <Tabs
          value={list}
          onChange={(_, value: QuizList) => {
            setPage(0);
            setSearchParams({ list: value }, { replace: true });
          }}
          variant="scrollable"
          scrollButtons="auto"
          // no arrows on a phone: the strip is swiped, and the selected tab scrolled into view
          aria-label={t('profile.myQuizzes.listsLabel')}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {myQuizLists.map((value) => (
            <Tab key={value} value={value} label={t(`profile.myQuizzes.lists.${value}`)} />
          ))}
        </Tabs>
        <Box component="form" role="search" onSubmit={submit} sx={{ width: { xs: '100%', md: 320 } }}>
          <TextField
            id="my-quizzes-search"
            type="search"
            size="small"
            fullWidth
            label={t('profile.myQuizzes.search')}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: 200 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" edge="end" aria-label={t('profile.myQuizzes.searchSubmit')}>
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Box>
      {query.isPending ? (
        <ListSkeleton label={t('profile.myQuizzes.loading')} variant="row" count={5} />
      ) : query.isError ? (
        <ErrorState
          title={t('profile.myQuizzes.error')}
          retryLabel={t('profile.myQuizzes.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={search ? t('profile.myQuizzes.noMatch') : t(`profile.myQuizzes.empty.${list}`)}
          description={t('profile.myQuizzes.emptyDescription')}
          action={
            <Button
              component={RouterLink}
              to={list === 'completed-pop' ? paths.popQuizzes(lang) : paths.quizzes(lang)}
              variant="outlined"
            >
              {t(list === 'completed-pop' ? 'profile.myQuizzes.browsePop' : 'profile.myQuizzes.browse')}
            </Button>
          }
        />
      ) : (
        <>
          <List data-testid="my-quizzes-list">
            {items.map((row) => (
              <ListItem key={row.key} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }} data-testid="my-quizzes-row">
                <ListItemText primary={row.title} secondary={row.secondary} sx={{ minWidth: 200 }} />
                <Chip size="small" variant="outlined" color={row.chip.color} label={row.chip.label} />
                {row.link && (
                  <Button component={RouterLink} to={row.link.to} size="small">
                    {row.link.label}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
          {total > MY_QUIZZES_PAGE_SIZE && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(total / MY_QUIZZES_PAGE_SIZE)}
              page={page + 1}
              onChange={(_, value) => setPage(value - 1)}
              {...pageLabels}
            />
          )}
        </>
      )}
    </Box>
  );
}
