import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { useT } from '../i18n';
import { useLanguage } from '../language';
import { useSessionStore } from '../session-store';

/** "Please complete your KYC verification before doing a quiz / before redemption". */
export default function KycDialogView() {
  const { t } = useT();
  const reason = useSessionStore((s) => s.kycPrompt);
  const close = useSessionStore((s) => s.closeKycPrompt);
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <Dialog open={reason !== null} onClose={close} aria-labelledby="kyc-dialog-title" data-testid="kyc-dialog">
      <DialogTitle id="kyc-dialog-title">{t('kyc.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{reason && t(`kyc.${reason}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('kyc.later')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            navigate(paths.profile(lang));
          }}
        >
          {t('kyc.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
