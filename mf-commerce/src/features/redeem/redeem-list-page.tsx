import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POINTS_PER_KKUB, paths, type RedeemAvailable } from '@academy/contracts';
import {
  toast,
  toRequestError,
  useLanguage,
  useOpenedOnce,
  useRequireKyc,
  useSessionStore,
  useT,
} from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton, Page } from '@academy/ui';
import { useRedeemsAvailable } from './api/get-redeems-available';
import { useSubmitRedeem } from './api/submit-redeem';
import { RewardCard } from './components/reward-card';

const loadConfirmDialog = () => import('./components/confirm-redeem-dialog');
/** The confirmation dialog's code loads when a reward is first chosen (or hovered). */
const ConfirmRedeemDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmRedeemDialog })));

/** Rewards to redeem with points (crypto, physical, subscription), with what this user may still redeem. */
export function RedeemListPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const rewards = useRedeemsAvailable();
  const submit = useSubmitRedeem();
  const ensureKyc = useRequireKyc('redeem');
  const [confirming, setConfirming] = useState<RedeemAvailable | null>(null);
  const failure = submit.error ? toRequestError(submit.error) : null;
  const dialogUsed = useOpenedOnce(confirming !== null);

  const confirm = () => {
    if (!confirming) return;
    submit.mutate(confirming.id, {
      onSuccess: (result) => {
        setConfirming(null);
        toast(t('redeem.success', { name: confirming.name[lang] }), 'success');
        void navigate(`${paths.rewardTracking(lang)}?id=${result.tracking.id}`);
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <Page
      title={t('redeem.title')}
      lead={t('redeem.lead')}
      testId="redeem-list-page"
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.redeemHistory(lang)} variant="outlined" size="small">
            {t('redeem.history')}
          </Button>
          <Button component={RouterLink} to={paths.rewardTracking(lang)} variant="outlined" size="small">
            {t('redeem.tracking')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Alert severity="info" data-testid="points-rate">
          {t('redeem.rate', { points: POINTS_PER_KKUB })}
        </Alert>
        {user && (
          <Typography data-testid="redeem-balance" sx={{ fontWeight: 600 }}>
            {t('redeem.balance', { count: user.point })}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" data-testid="redeem-error" onClose={() => submit.reset()}>
            {failure.message}
          </Alert>
        )}
      </Stack>
      {rewards.isPending && <ListSkeleton label={t('redeem.loading')} columns={3} count={3} />}
      {rewards.isError && (
        <ErrorState
          title={t('redeem.errorTitle')}
          description={toRequestError(rewards.error).message}
          retryLabel={t('redeem.retry')}
          onRetry={() => void rewards.refetch()}
        />
      )}
      {rewards.data?.length === 0 && (
        <EmptyState title={t('redeem.emptyTitle')} description={t('redeem.emptyDescription')} />
      )}
      {rewards.data && rewards.data.length > 0 && (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rewards.data.map((reward) => (
            <Grid key={reward.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <RewardCard
                reward={reward}
                onRedeem={() => ensureKyc(() => setConfirming(reward))}
                onIntent={() => void loadConfirmDialog()}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <ConfirmRedeemDialog
            reward={confirming}
            points={user?.point ?? 0}
            busy={submit.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </Page>
  );
}
