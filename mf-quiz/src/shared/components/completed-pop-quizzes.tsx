import { useState } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat, usePaginationLabels, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton } from '@academy/ui';
import { COMPLETED_PAGE_SIZE, usePopQuizCompletedHistories } from '../api/get-pop-quiz-completed-histories';

/** The signed-in user's completed pop quizzes, newest first, a page at a time (start = page index). */
export function CompletedPopQuizzes({ userId }: { userId: string }) {
  const { t } = useT('quiz');
  const pageLabels = usePaginationLabels();
  const [start, setStart] = useState(0);
  const query = usePopQuizCompletedHistories(userId, start, userId !== '');
  const date = useFormat().dateTime;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pop-completed-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography id="pop-completed-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('popHistory.title')}
        </Typography>
        {query.isPending ? (
          <ListSkeleton label={t('popHistory.loading')} variant="row" count={3} />
        ) : query.isError ? (
          <ErrorState title={t('popHistory.error')} retryLabel={t('pop.retry')} onRetry={() => void query.refetch()} />
        ) : query.data.total === 0 ? (
          <EmptyState title={t('popHistory.emptyTitle')} description={t('popHistory.emptyDescription')} />
        ) : (
          <>
            <List data-testid="pop-completed-list">
              {query.data.items.map((item) => (
                <ListItem key={item.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={item.questionTitle}
                    secondary={[
                      item.topic.name,
                      item.completedDate ? date(item.completedDate) : null,
                      item.duration !== null ? t('popHistory.duration', { count: item.duration }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <Chip color="success" label={t('popHistory.points', { points: item.rewardPoint })} />
                </ListItem>
              ))}
            </List>
            {query.data.total > COMPLETED_PAGE_SIZE && (
              <Pagination
                count={Math.ceil(query.data.total / COMPLETED_PAGE_SIZE)}
                page={start + 1}
                onChange={(_, page) => setStart(page - 1)}
                {...pageLabels}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
