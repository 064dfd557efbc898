import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { RedeemAvailable } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';

interface ConfirmRedeemDialogProps {
  reward: RedeemAvailable | null;
  points: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Redeem X for N points?" with the balance after; nothing is spent until confirmed. */
export function ConfirmRedeemDialog({ reward, points, busy, onCancel, onConfirm }: ConfirmRedeemDialogProps) {
  const { t } = useT('commerce');
  const lang = useLanguage();
  return (
    <Dialog open={reward !== null} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-redeem-title">
      {reward && (
        <>
          <DialogTitle id="confirm-redeem-title">{t('redeem.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText data-testid="confirm-redeem-text">
              {t('redeem.confirmText', { name: reward.name[lang], points: reward.pointCost })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {t('redeem.balanceAfter', { points: points - reward.pointCost })}
            </DialogContentText>
            {reward.type === 'crypto' && (
              <DialogContentText sx={{ mt: 1 }}>
                {t('redeem.cryptoNote', { amount: reward.amountKkub })}
              </DialogContentText>
            )}
            {reward.type === 'physical' && (
              <DialogContentText sx={{ mt: 1 }}>{t('redeem.physicalNote')}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onCancel} disabled={busy}>
              {t('redeem.cancel')}
            </Button>
            <Button onClick={onConfirm} variant="contained" disabled={busy} data-testid="confirm-redeem">
              {busy ? t('redeem.redeeming') : t('redeem.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
