import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { paths, type QuizHistoryRecord, type UserId } from '@academy/contracts';
import { useFormat, useLanguage, usePaginationLabels, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, standaloneLink } from '@academy/ui';
import { useQuizHistory } from '../api/get-quiz-history';
import { defaultHistoryFilters, HISTORY_PAGE_SIZE, type QuizHistoryFilters } from '../api/query-keys';

// The columns of a quiz history record (spec section 3).
const columns = ['completedDate', 'questionTitle', 'duration', 'rewardPoint', 'amount', 'result'] as const;
const results = ['all', 'pass', 'fail'] as const;

/** The user's finished main quizzes: result filter, search by article or question, pages. */
export function MainQuizHistory({ userId }: { userId: UserId | null }) {
  const { t } = useT('quiz');
  const pageLabels = usePaginationLabels();
  const lang = useLanguage();
  const [filters, setFilters] = useState<QuizHistoryFilters>(defaultHistoryFilters);
  const [search, setSearch] = useState('');
  const query = useQuizHistory(userId, filters);
  const format = useFormat();
  const filtered = filters.result !== 'all' || filters.name.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, name: search.slice(0, 200), page: 0 }));
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label={t('history.filtersLabel')}
      >
        <TextField
          select
          size="small"
          id="quiz-history-result"
          label={t('history.resultFilter')}
          value={filters.result}
          onChange={(event) =>
            setFilters((f) => ({ ...f, result: event.target.value as QuizHistoryFilters['result'], page: 0 }))
          }
          sx={{ minWidth: 160 }}
        >
          {results.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`history.results.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          id="quiz-history-search"
          type="search"
          label={t('history.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={t('history.searchSubmit')}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
      </Stack>

      {query.isPending ? (
        <ListSkeleton label={t('history.loading')} variant="row" count={5} />
      ) : query.isError ? (
        <ErrorState title={t('history.error')} retryLabel={t('history.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {/* nothing to list: a note across the page, not a row of a table that scrolls sideways */}
          {query.data.items.length === 0 ? (
            <Paper variant="outlined">
              {filtered ? (
                <EmptyState title={t('history.noMatchTitle')} description={t('history.noMatchDescription')} />
              ) : (
                <EmptyState title={t('history.emptyTitle')} description={t('history.emptyDescription')} />
              )}
            </Paper>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={t('history.title')} sx={{ minWidth: 640 }} size="small">
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell
                        key={column}
                        scope="col"
                        align={column === 'questionTitle' || column === 'completedDate' ? 'left' : 'right'}
                      >
                        {t(`history.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.items.map((row) => (
                    <TableRow key={row.id} data-testid="quiz-history-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.completedDate)}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={paths.quizResult(lang, row.slug)} sx={standaloneLink}>
                          {row.questionTitle}
                        </Link>
                        {row.certificateId && (
                          <>
                            {' · '}
                            <Link
                              component={RouterLink}
                              to={paths.certificate(lang, row.certificateId)}
                              sx={standaloneLink}
                            >
                              {t('history.certificate')}
                            </Link>
                          </>
                        )}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {t('history.duration', {
                          minutes: Math.floor(row.duration / 60),
                          seconds: String(row.duration % 60).padStart(2, '0'),
                        })}
                      </TableCell>
                      <TableCell align="right">{row.rewardPoint}</TableCell>
                      <TableCell align="right">
                        {row.amount}
                        <AmountNote row={row} />
                      </TableCell>
                      <TableCell align="right">
                        <Chip
                          size="small"
                          variant="outlined"
                          color={row.result === 'pass' ? 'success' : 'error'}
                          label={t(`history.resultLabel.${row.result}`, { grade: row.grade })}
                        />
                        {row.practice && (
                          <Chip size="small" variant="outlined" label={t('result.practiceLabel')} sx={{ ml: 0.5 }} />
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {query.data.total > HISTORY_PAGE_SIZE && (
            <Pagination
              count={Math.ceil(query.data.total / HISTORY_PAGE_SIZE)}
              page={filters.page + 1}
              onChange={(_, page) => setFilters((f) => ({ ...f, page: page - 1 }))}
              {...pageLabels}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Why an attempt of a quiz with points credited none (the "Reward point 30 / Amount 0" row). */
function AmountNote({ row }: { row: QuizHistoryRecord }) {
  const { t } = useT('quiz');
  if (row.amount > 0 || row.rewardPoint === 0) return null;
  const why = row.practice
    ? 'practice'
    : row.result === 'fail'
      ? 'fail'
      : row.alreadyCredited
        ? 'alreadyCredited'
        : row.pointsIfSubscribed > 0
          ? 'needsSubscription'
          : null;
  if (why === null) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      data-testid="quiz-history-amount-note"
      sx={{ display: 'block', whiteSpace: 'nowrap' }}
    >
      {t(`history.amountNote.${why}`)}
    </Typography>
  );
}
