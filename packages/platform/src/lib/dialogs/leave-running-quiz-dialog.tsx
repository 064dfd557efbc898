import { lazy, Suspense } from 'react';
import type { Blocker } from 'react-router';
import { useOpenedOnce } from './opened-once';

const LeaveRunningQuizDialogView = lazy(() => import('./leave-running-quiz-dialog-view'));

/** Asks whether to discard a running quiz's progress or continue it; its code loads when first asked. */
export function LeaveRunningQuizDialog({ blocker }: { blocker: Blocker }) {
  return useOpenedOnce(blocker.state === 'blocked') ? (
    <Suspense fallback={null}>
      <LeaveRunningQuizDialogView blocker={blocker} />
    </Suspense>
  ) : null;
}
