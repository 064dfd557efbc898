import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';
import { useT } from '../i18n';

/** Asks whether to discard a running quiz's progress or continue it. */
export default function LeaveRunningQuizDialogView({ blocker }: { blocker: Blocker }) {
  const { t } = useT();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-quiz-title"
      data-testid="leave-quiz-dialog"
    >
      <DialogTitle id="leave-quiz-title">{t('leaveQuiz.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('leaveQuiz.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('leaveQuiz.discard')}
        </Button>
        <Button variant="contained" onClick={() => blocker.reset?.()}>
          {t('leaveQuiz.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
