import Typography from '@mui/material/Typography';
import { POINTS_PER_KKUB, type PopQuizKkub } from '@academy/contracts';
import { useT } from '@academy/platform';

/** Where a won KKUB reward stands: on its way, paid, points instead, or points only (no linked wallet). */
export function PopQuizKkubNote({ kkub }: { kkub: PopQuizKkub }) {
  const { t } = useT('quiz');
  return (
    <Typography
      color={kkub.outcome === 'no-wallet' || kkub.outcome === 'refused' ? 'warning.main' : 'text.secondary'}
      data-testid="pop-quiz-kkub"
      data-outcome={kkub.outcome}
    >
      {t(`popResult.kkub.${kkub.outcome}`, { amount: kkub.amount, points: kkub.amount * POINTS_PER_KKUB })}
    </Typography>
  );
}
