import { useState } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PopQuizHistoryItem, UserId } from '@academy/contracts';
import { useFormat, usePaginationLabels, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, ThaiText } from '@academy/ui';
import { POP_HISTORY_PAGE_SIZE, usePopQuizHistories } from '../api/get-pop-quiz-histories';
import { PopQuizKkubNote } from './pop-quiz-kkub-note';
import { popQuizStatusColor } from './pop-quiz-status';

/**
 * The signed-in user's pop quizzes in every status (failed, pending KKUB, in progress, completed,
 * out of reward), newest first, a page at a time (start = page index). Which choice was right
 * (as text) shows once nobody can answer that pop quiz any more, to a learner whose try reveals
 * it; until then, when it will (or that it will not).
 */
export function PopQuizHistoryList({ userId }: { userId: UserId | null }) {
  const { t } = useT('quiz');
  const pageLabels = usePaginationLabels();
  const [start, setStart] = useState(0);
  const query = usePopQuizHistories(userId, start, userId !== null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pop-history-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography id="pop-history-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
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
            <List data-testid="pop-history-list">
              {query.data.items.map((item) => (
                <PopQuizHistoryRow key={item.id} item={item} />
              ))}
            </List>
            {query.data.total > POP_HISTORY_PAGE_SIZE && (
              <Pagination
                count={Math.ceil(query.data.total / POP_HISTORY_PAGE_SIZE)}
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

function PopQuizHistoryRow({ item }: { item: PopQuizHistoryItem }) {
  const { t } = useT('quiz');
  const date = useFormat().dateTime;
  const choices = (which: 'correct' | 'selected') =>
    (item.answer?.choices ?? [])
      .filter((choice) => choice[which])
      .map((choice) => choice.text)
      .join(', ');
  const picked = choices('selected');
  const details = [
    item.topic.name,
    item.completedDate ? date(item.completedDate) : null,
    item.duration !== null ? t('popHistory.duration', { count: item.duration }) : null,
  ].filter(Boolean);
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }} data-testid="pop-history-item" data-status={item.status}>
      <Stack spacing={0.75}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.questionTitle}</Typography>
            <Typography variant="body2" color="text.secondary">
              {details.join(' · ')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            <Chip
              size="small"
              color={popQuizStatusColor[item.status]}
              label={t(`popHistory.status.${item.timeOver ? 'timeOver' : item.status}`)}
              data-testid="pop-history-status"
            />
            {item.practice && (
              <Chip
                size="small"
                variant="outlined"
                label={t('popHistory.practice')}
                data-testid="pop-history-practice"
              />
            )}
            {item.rewardPoint > 0 && (
              <Chip size="small" variant="outlined" label={t('popHistory.points', { points: item.rewardPoint })} />
            )}
          </Stack>
        </Stack>
        {item.kkub && <PopQuizKkubNote kkub={item.kkub} />}
        {item.answer ? (
          <Stack spacing={0.25} data-testid="pop-history-answer">
            <Typography variant="body2">
              {t('popHistory.yourAnswer')} {picked || t('popHistory.noAnswer')}
            </Typography>
            <Typography variant="body2">
              {t('popResult.correctAnswer', {
                count: item.answer.choices.filter((choice) => choice.correct).length,
              })}{' '}
              <strong>{choices('correct')}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <ThaiText>{item.answer.explanation}</ThaiText>
            </Typography>
          </Stack>
        ) : (
          item.status !== 'inprogress' &&
          (item.revealsAnswer ? (
            <Typography variant="body2" color="text.secondary" data-testid="pop-history-answer-later">
              {t('popHistory.answerLater', { time: date(item.revealAt) })}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="pop-history-answer-never">
              {t('popHistory.answerVerifiedOnly')}
            </Typography>
          ))
        )}
      </Stack>
    </ListItem>
  );
}
