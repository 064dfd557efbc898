import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { paths, type PointsHistoryEntry, type UserId } from '@academy/contracts';
import { useFormat, useLanguage, usePaginationLabels, useSessionStore, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, LoadingState } from '@academy/ui';
import { useKubBalance } from '../api/kub-balance';
import { POINTS_HISTORY_PAGE_SIZE, pointsPageOf, usePointsHistory } from '../api/points-history';
import { pointsReasonOf } from '../points-reason';

/**
 * Text colours for gains and spends that keep AA contrast on the paper of either scheme (CSS
 * variables of the scheme on screen; `theme.palette` alone would be the light scheme's).
 */
const gain = (theme: Theme) => ({
  color: theme.vars.palette.success.dark,
  ...theme.applyStyles('dark', { color: theme.vars.palette.success.light }),
});
const spend = (theme: Theme) => ({
  color: theme.vars.palette.error.dark,
  ...theme.applyStyles('dark', { color: theme.vars.palette.error.light }),
});

function BalanceSection({ userId }: { userId: UserId }) {
  const { t } = useT('account');
  const lang = useLanguage();
  const balance = useKubBalance(userId);
  const format = useFormat();
  const kkub = (amount: number) => format.number(amount, { maximumFractionDigits: 2 });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="points-balance-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="points-balance-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('profile.points.balanceTitle')}
      </Typography>
      {balance.isPending && <LoadingState label={t('profile.points.balanceLoading')} />}
      {balance.isError && (
        <ErrorState
          title={t('profile.points.balanceFailed')}
          description={balance.error.message}
          retryLabel={t('profile.points.retry')}
          onRetry={() => void balance.refetch()}
        />
      )}
      {balance.data && (
        <Stack spacing={2}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
              '& dd': { m: 0, overflowWrap: 'anywhere' },
              '& dd.value': { fontSize: '1.5rem', fontWeight: 700 },
              '& dt': { color: 'text.secondary' },
            }}
          >
            <div>
              <dt>{t('profile.points.points')}</dt>
              <dd className="value" data-testid="points-balance">
                {format.number(balance.data.point)}
              </dd>
              <Typography component="dd" variant="body2" color="text.secondary" data-testid="points-kkub-equivalent">
                {t('profile.points.equivalent', { amount: kkub(balance.data.pointKkubEquivalent) })}
              </Typography>
            </div>
            <div>
              <dt>{t('profile.points.wallet')}</dt>
              <dd className="value" data-testid="kkub-balance">
                {balance.data.available && balance.data.kkub !== null
                  ? t('profile.points.kkub', { amount: kkub(balance.data.kkub) })
                  : '—'}
              </dd>
              <Typography component="dd" variant="body2" color="text.secondary" data-testid="kkub-balance-note">
                {!balance.data.walletAddress
                  ? t('profile.points.noWallet')
                  : balance.data.available
                    ? t('profile.points.walletAddress', { address: balance.data.walletAddress })
                    : t('profile.points.walletUnavailable')}
              </Typography>
            </div>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.redeem(lang)} variant="contained">
              {t('profile.points.redeem')}
            </Button>
            <Button component={RouterLink} to={paths.coupons(lang)} variant="outlined">
              {t('profile.points.coupon')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

function HistoryRow({ entry }: { entry: PointsHistoryEntry }) {
  const { t } = useT('account');
  const reason = pointsReasonOf(entry);
  const amount = useFormat().number(entry.delta, { signDisplay: 'exceptZero' });
  return (
    <TableRow data-testid="points-history-entry">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t('profile.points.date', { date: new Date(entry.createdAt) })}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {reason.kind === 'coupon' && reason.code
          ? t('profile.points.reason.couponCode', { code: reason.code })
          : t(`profile.points.reason.${reason.kind}`)}
      </TableCell>
      <TableCell
        align="right"
        sx={[{ whiteSpace: 'nowrap', fontWeight: 600 }, entry.delta >= 0 ? gain : spend]}
        data-testid="points-history-amount"
      >
        {amount}
      </TableCell>
    </TableRow>
  );
}

function HistorySection({ userId }: { userId: UserId }) {
  const { t } = useT('account');
  const pageLabels = usePaginationLabels(t('profile.points.pagesLabel'));
  const lang = useLanguage();
  const [search, setSearch] = useSearchParams();
  const page = pointsPageOf(search.get('page'));
  const history = usePointsHistory(userId, page);
  const pages = Math.ceil((history.data?.total ?? 0) / POINTS_HISTORY_PAGE_SIZE);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="points-history-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="points-history"
    >
      <Typography id="points-history-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('profile.points.historyTitle')}
      </Typography>
      {history.isPending && <ListSkeleton label={t('profile.points.historyLoading')} variant="row" count={5} />}
      {history.isError && (
        <ErrorState
          title={t('profile.points.historyFailed')}
          description={history.error.message}
          retryLabel={t('profile.points.retry')}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.data && history.data.total === 0 && (
        <EmptyState
          title={t('profile.points.emptyTitle')}
          description={t('profile.points.emptyDescription')}
          action={
            <Button component={RouterLink} to={paths.quizzes(lang)} variant="contained">
              {t('profile.points.browseQuizzes')}
            </Button>
          }
        />
      )}
      {history.data && history.data.items.length > 0 && (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-labelledby="points-history-title"
              sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('profile.points.columns.date')}</TableCell>
                  <TableCell>{t('profile.points.columns.reason')}</TableCell>
                  <TableCell align="right">{t('profile.points.columns.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.items.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </TableBody>
            </Table>
          </Box>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, '& ul': { justifyContent: 'center' } }}
              {...pageLabels}
              count={pages}
              page={page + 1}
              siblingCount={0}
              onChange={(_, value) => {
                const next = new URLSearchParams(search);
                if (value === 1) next.delete('page');
                else next.set('page', String(value));
                setSearch(next, { replace: true });
              }}
            />
          )}
        </>
      )}
    </Paper>
  );
}

/** Points: the balance (points, their KKUB worth, the linked wallet's KKUB) and the paged points ledger. */
export function PointsPanel() {
  const userId = useSessionStore((s) => s.user?.id);
  if (userId === undefined) return null;
  return (
    <Stack spacing={3} data-testid="points-panel">
      <BalanceSection userId={userId} />
      <HistorySection userId={userId} />
    </Stack>
  );
}
