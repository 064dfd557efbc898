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
import { isLoginPromptOpen, useSessionStore } from '../session-store';

/** "Please log in to continue.": sends the user to login; `redirectUrl` brings them back. */
export default function LoginDialogView() {
  const { t } = useT();
  const open = useSessionStore(isLoginPromptOpen);
  const close = useSessionStore((s) => s.closeLogin);
  const navigate = useNavigate();
  const lang = useLanguage();
  return (
    <Dialog open={open} onClose={close} aria-labelledby="login-dialog-title" data-testid="login-dialog">
      <DialogTitle id="login-dialog-title">{t('login.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('login.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            navigate(paths.login(lang));
          }}
        >
          {t('login.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
