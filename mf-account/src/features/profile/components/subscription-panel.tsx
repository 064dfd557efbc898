import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useSessionStore, useT } from '@academy/platform';
import { EmptyState, ErrorState, LoadingState } from '@academy/ui';
import { useSubscriptionDetail } from '../api/subscription-detail';
import { NftMemberCard } from './nft-member-card';

/** My subscription: period, total/used/remaining counts, flags and the NFT member card. */
export function SubscriptionPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  const userId = useSessionStore((s) => s.user?.id);
  const detail = useSubscriptionDetail(userId);
  const browse = (
    <Button component={RouterLink} to={paths.subscriptions(lang)} variant="contained">
      {t('profile.subscription.browse')}
    </Button>
  );

  if (detail.isPending) return <LoadingState label={t('profile.subscription.loading')} />;
  if (detail.isError) {
    return (
      <ErrorState
        title={t('profile.subscription.failed')}
        description={detail.error.message}
        retryLabel={t('profile.subscription.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const info = detail.data;
  if (!info.startDay || !info.endDay) {
    return (
      <EmptyState
        title={t('profile.subscription.emptyTitle')}
        description={t('profile.subscription.emptyDescription')}
        action={browse}
      />
    );
  }
  const date = (iso: string) => t('profile.subscription.date', { date: new Date(iso) });
  const rows = [
    { key: 'mainQuiz', total: info.totalMainQuiz, used: info.usedMainQuiz, remaining: info.remainingMainQuiz },
    { key: 'hints', total: info.totalHint, used: info.usedHint, remaining: info.remainingHint },
  ] as const;
  const flags = [
    { key: 'unlimitedExclusive', on: info.unlimitedExclusive },
    { key: 'earnPoints', on: info.earnPoints },
    { key: 'nftMembershipCard', on: info.nftMembershipCard },
  ] as const;

  return (
    <Stack spacing={3} data-testid="subscription-panel">
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="subscription-period-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="subscription-period-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {info.packageName ?? t('profile.subscription.title')}
          </Typography>
          <Chip
            size="small"
            color={info.active ? 'success' : 'default'}
            label={t(info.active ? 'profile.subscription.active' : 'profile.subscription.expired')}
            data-testid="subscription-status"
          />
        </Stack>
        <Typography data-testid="subscription-period">
          {t('profile.subscription.period', { start: date(info.startDay), end: date(info.endDay) })}
        </Typography>
        {info.expiryDate && (
          <Typography color="text.secondary">
            {t('profile.subscription.expiry', { date: date(info.expiryDate) })}
          </Typography>
        )}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="subscription-counts-title"
        sx={{ p: { xs: 2, sm: 3 }, overflowX: 'auto' }}
      >
        <Typography id="subscription-counts-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {t('profile.subscription.counts')}
        </Typography>
        <Table size="small" aria-labelledby="subscription-counts-title">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right">{t('profile.subscription.total')}</TableCell>
              <TableCell align="right">{t('profile.subscription.used')}</TableCell>
              <TableCell align="right">{t('profile.subscription.remaining')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`subscription-count-${row.key}`}>
                <TableCell component="th" scope="row">
                  {t(`profile.subscription.${row.key}`)}
                </TableCell>
                <TableCell align="right">{row.total}</TableCell>
                <TableCell align="right">{row.used}</TableCell>
                <TableCell align="right">{row.remaining}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 2 }}
          component="ul"
          aria-label={t('profile.subscription.flags')}
        >
          {flags.map((flag) => (
            <Chip
              key={flag.key}
              component="li"
              variant={flag.on ? 'filled' : 'outlined'}
              color={flag.on ? 'primary' : 'default'}
              label={`${t(`profile.subscription.flag.${flag.key}`)}: ${t(flag.on ? 'profile.subscription.yes' : 'profile.subscription.no')}`}
              data-testid={`subscription-flag-${flag.key}`}
            />
          ))}
        </Stack>
      </Paper>

      {info.nftCard && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="subscription-card-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="subscription-card-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
            {t('profile.subscription.card.title')}
          </Typography>
          {info.nftCard.status === 'minted' && info.nftCard.tokenId ? (
            <NftMemberCard card={{ ...info.nftCard, tokenId: info.nftCard.tokenId }} />
          ) : (
            <Alert severity="info" data-testid="nft-card-pending">
              {t('profile.subscription.card.pending')}
            </Alert>
          )}
        </Paper>
      )}

      <div>
        <Button component={RouterLink} to={paths.subscriptions(lang)} variant="outlined">
          {t(info.active ? 'profile.subscription.extend' : 'profile.subscription.browse')}
        </Button>
      </div>
    </Stack>
  );
}
