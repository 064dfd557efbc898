import Typography from '@mui/material/Typography';
import type { QuizDetail } from '@academy/contracts';
import { useSessionStore, useT } from '@academy/platform';
import { SubscribeAlert } from './subscribe-alert';

/**
 * Before the start, who earns the quiz's points (business-rules.md: a graded pass credits them
 * once, only with an earn-points subscription): the signed-in learner's own case from the API
 * (`myPoints`), else what is true for everyone. Nothing for a practice attempt (its notice says
 * it earns nothing) or a quiz without points.
 */
export function QuizPointsNote({ quiz, practice }: { quiz: QuizDetail; practice: boolean }) {
  const { t } = useT('quiz');
  const subscribed = useSessionStore((s) => s.user?.subscription?.active === true);
  if (quiz.rewardPoints === 0 || practice) return null;
  const points = quiz.rewardPoints;
  if (quiz.myPoints === 'needsSubscription') {
    return (
      <SubscribeAlert testId="quiz-points-note">
        {t(subscribed ? 'play.points.notInSubscription' : 'play.points.needsSubscription', { points })}
      </SubscribeAlert>
    );
  }
  return (
    <Typography data-testid="quiz-points-note" sx={{ fontWeight: quiz.myPoints === 'earns' ? 600 : undefined }}>
      {t(`play.points.${quiz.myPoints ?? 'forSubscribers'}`, { points })}
    </Typography>
  );
}
