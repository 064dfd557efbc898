import { lazy, Suspense } from 'react';
import type { Blocker } from 'react-router';
import { useOpenedOnce } from './opened-once';

const LeaveRunningQuizDialogView = lazy(() => import('./leave-running-quiz-dialog-view'));

/**
 * Asks whether to discard a running quiz's attempt or continue it; its code loads when first
 * asked. `onDiscard` runs before leaving (the quiz deletes the attempt on the server). A pop
 * quiz (`popQuiz`) says instead that its clock keeps running.
 */
export function LeaveRunningQuizDialog({
  blocker,
  onDiscard,
  popQuiz = false,
}: {
  blocker: Blocker;
  onDiscard?: () => Promise<void>;
  popQuiz?: boolean;
}) {
  return useOpenedOnce(blocker.state === 'blocked') ? (
    <Suspense fallback={null}>
      <LeaveRunningQuizDialogView blocker={blocker} popQuiz={popQuiz} {...(onDiscard ? { onDiscard } : {})} />
    </Suspense>
  ) : null;
}
