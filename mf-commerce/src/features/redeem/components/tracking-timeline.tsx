import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { rewardTrackingSteps, type RewardTracking, type RewardTrackingStatus } from '@academy/contracts';
import { useT } from '@academy/platform';

/**
 * The steps of a reward's kind (crypto: pending -> completed; physical: waiting-address ->
 * preparing -> shipped -> delivered), each with the date it was reached. A failed payout
 * shows its last step as failed.
 */
export function TrackingTimeline({ tracking }: { tracking: RewardTracking }) {
  const { t } = useT('commerce');
  const failed = tracking.status === 'failed';
  const steps: RewardTrackingStatus[] = failed ? ['pending', 'failed'] : [...rewardTrackingSteps[tracking.kind]];
  const reachedAt = new Map(tracking.history.map((entry) => [entry.status, entry.at]));
  const current = steps.indexOf(tracking.status);
  const done = tracking.status === 'completed' || tracking.status === 'delivered';
  return (
    <Stepper
      activeStep={done ? steps.length : current}
      orientation="vertical"
      aria-label={t('tracking.timeline')}
      data-testid={`tracking-timeline-${tracking.id}`}
    >
      {steps.map((status) => {
        const at = reachedAt.get(status);
        return (
          <Step
            key={status}
            completed={at !== undefined && (done || status !== tracking.status || status === 'failed')}
          >
            <StepLabel
              error={status === 'failed'}
              optional={
                at ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('tracking.at', { date: new Date(at) })}
                  </Typography>
                ) : undefined
              }
            >
              <span data-testid={at ? `step-reached-${status}` : `step-${status}`}>
                {t(`tracking.status.${status}`)}
              </span>
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
