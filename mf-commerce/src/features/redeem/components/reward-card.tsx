import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RedeemAvailable } from '@academy/contracts';
import { useHydrated, useLanguage, useT } from '@academy/platform';
import { ThaiText } from '@academy/ui';

/** Why the redeem button is off for this user, if it is (the API checks again). */
export function blockedReason(reward: RedeemAvailable): string | null {
  if (reward.remaining <= 0) return 'redeem.outOfRewards';
  if (reward.timesLeft === 0 || reward.perDayLeft === 0) return 'redeem.limitReached';
  if (reward.affordable === false) return 'redeem.notEnoughPoints';
  return null;
}

interface RewardCardProps {
  reward: RedeemAvailable;
  onRedeem: () => void;
  /** The pointer is on the Redeem button or it has focus: a good moment to fetch the dialog's code. */
  onIntent?: () => void;
}

export function RewardCard({ reward, onRedeem, onIntent }: RewardCardProps) {
  const { t } = useT('commerce');
  const hydrated = useHydrated(); // Redeem opens a dialog: nothing to do before hydration
  const lang = useLanguage();
  const blocked = blockedReason(reward);
  return (
    <Card
      variant="outlined"
      data-testid={`reward-${reward.slug}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" label={t(`redeem.type.${reward.type}`)} />
          {reward.aPlusOnly && <Chip size="small" color="secondary" label={t('redeem.aPlusOnly')} />}
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          <ThaiText>{reward.name[lang]}</ThaiText>
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }} data-testid="reward-cost">
          {t('redeem.cost', { count: reward.pointCost })}
        </Typography>
        {reward.description[lang] && (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            <ThaiText>{reward.description[lang]}</ThaiText>
          </Typography>
        )}
        <Typography variant="body2" data-testid="reward-remaining">
          {t('redeem.remaining', { remaining: reward.remaining, total: reward.totalQuota })}
        </Typography>
        {reward.timesLeft !== null && (
          <Typography variant="body2" data-testid="reward-times-left">
            {t('redeem.timesLeft', { count: reward.timesLeft })}
          </Typography>
        )}
        {reward.perDayLeft !== null && (
          <Typography variant="body2" data-testid="reward-per-day-left">
            {t('redeem.perDayLeft', { count: reward.perDayLeft })}
          </Typography>
        )}
        {reward.timesLeft === null && reward.perUserLimit !== null && (
          <Typography variant="body2">{t('redeem.perUserLimit', { count: reward.perUserLimit })}</Typography>
        )}
        {reward.perDayLeft === null && reward.perDayLimit !== null && (
          <Typography variant="body2">{t('redeem.perDayLimit', { count: reward.perDayLimit })}</Typography>
        )}
      </CardContent>
      {/* a column: MUI's spacing (a left margin on every action after the first) would push the button 8 px out */}
      <CardActions disableSpacing sx={{ p: 2, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {blocked && reward.affordable !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="reward-blocked">
            {t(blocked)}
          </Typography>
        )}
        <Button
          variant="contained"
          fullWidth
          disabled={!hydrated || (blocked !== null && reward.affordable !== null)}
          onClick={onRedeem}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-label={t('redeem.redeemNamed', { name: reward.name[lang] })}
        >
          {t('redeem.redeem')}
        </Button>
      </CardActions>
    </Card>
  );
}
