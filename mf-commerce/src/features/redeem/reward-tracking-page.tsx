import { useSearchParams } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '@academy/platform';
import { MemberOnly, QueryView } from '@academy/platform/kit';
import { ListSkeleton, Page } from '@academy/ui';
import { useRewardTrackings } from './api/get-reward-trackings';
import { DeliveryAddressForm } from './components/delivery-address-form';
import { statusColor } from './components/status-color';
import { TrackingTimeline } from './components/tracking-timeline';

/** Every reward on its way to the user (redeems and quiz rewards), each with its timeline. */
export function RewardTrackingPage() {
  const { t } = useT('commerce');
  const lang = useLanguage();
  const trackings = useRewardTrackings();
  const [search] = useSearchParams();
  const selected = Number(search.get('id')) || null;
  // The one asked for (?id=) first, then the rest newest first.
  const selectedFirst = (rows: NonNullable<typeof trackings.data>) =>
    [...rows].sort((a, b) => Number(b.id === selected) - Number(a.id === selected));

  return (
    <Page title={t('tracking.title')} lead={t('tracking.lead')} testId="reward-tracking-page">
      <MemberOnly
        signedOut={{
          title: t('tracking.loginTitle'),
          description: t('tracking.loginDescription'),
          login: t('redeemHistory.login'),
        }}
      >
        <QueryView
          query={trackings}
          loading={<ListSkeleton label={t('tracking.loading')} variant="row" count={3} />}
          failure={{ title: t('tracking.errorTitle'), retry: t('redeem.retry') }}
          empty={{
            when: (rows) => rows.length === 0,
            title: t('tracking.emptyTitle'),
            description: t('tracking.emptyDescription'),
          }}
        >
          {(rows) => (
            <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {selectedFirst(rows).map((tracking) => (
                <Card
                  key={tracking.id}
                  component="li"
                  variant="outlined"
                  data-testid={`tracking-${tracking.id}`}
                  sx={{ borderColor: tracking.id === selected ? 'primary.main' : undefined }}
                >
                  <CardContent>
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
                    >
                      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
                        {tracking.rewardName[lang]}
                      </Typography>
                      <Chip
                        size="small"
                        data-testid="tracking-status"
                        label={t(`tracking.status.${tracking.status}`)}
                        color={statusColor(tracking.status)}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {t('tracking.number', { id: tracking.id })}
                      {tracking.points > 0 && ` · ${t('redeem.cost', { count: tracking.points })}`}
                    </Typography>
                    {tracking.kind === 'crypto' && tracking.amountKkub !== null && (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {t('tracking.kkubTo', { amount: tracking.amountKkub, wallet: tracking.walletAddress ?? '' })}
                      </Typography>
                    )}
                    {tracking.status === 'failed' && (
                      <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                        {/* A redeem gets its points back; a pop quiz KKUB win is paid in points instead. */}
                        {t(tracking.source === 'pop-quiz' ? 'tracking.paidAsPoints' : 'tracking.refunded')}
                      </Typography>
                    )}
                    {tracking.carrier && (
                      <Typography variant="body2" sx={{ mt: 1 }} data-testid="tracking-carrier">
                        {t('tracking.shippedWith', {
                          carrier: tracking.carrier,
                          number: tracking.trackingNumber ?? '',
                        })}
                      </Typography>
                    )}
                    <Stack sx={{ mt: 2 }}>
                      <TrackingTimeline tracking={tracking} />
                    </Stack>
                    {tracking.status === 'waiting-address' && (
                      <Stack spacing={2} sx={{ mt: 2 }}>
                        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                          {t('tracking.addressTitle')}
                        </Typography>
                        <DeliveryAddressForm trackingId={tracking.id} />
                      </Stack>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Stack>
          )}
        </QueryView>
      </MemberOnly>
    </Page>
  );
}
