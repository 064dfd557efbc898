import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { Blocker } from 'react-router';
import { useT } from '../i18n';

/** Asks whether to discard a running quiz's attempt (`onDiscard`, then leave) or continue it. */
export default function LeaveRunningQuizDialogView({
  blocker,
  onDiscard,
  popQuiz,
}: {
  blocker: Blocker;
  onDiscard?: () => Promise<void>;
  popQuiz: boolean;
}) {
  const { t } = useT();
  const [discarding, setDiscarding] = useState(false);
  const discard = async () => {
    setDiscarding(true);
    try {
      await onDiscard?.();
    } finally {
      setDiscarding(false);
      blocker.proceed?.();
    }
  };
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-quiz-title"
      data-testid="leave-quiz-dialog"
    >
      <DialogTitle id="leave-quiz-title">{t('leaveQuiz.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(popQuiz ? 'leaveQuiz.popQuizMessage' : 'leaveQuiz.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" disabled={discarding} onClick={() => void discard()}>
          {t('leaveQuiz.discard')}
        </Button>
        <Button variant="contained" disabled={discarding} onClick={() => blocker.reset?.()}>
          {t('leaveQuiz.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
