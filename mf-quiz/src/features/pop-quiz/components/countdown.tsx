import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../hooks/use-server-countdown';

/** A labelled countdown (role timer). `seconds` null shows "--:--". */
export function Countdown({ label, seconds, testId }: { label: string; seconds: number | null; testId?: string }) {
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, textAlign: 'center', minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p" id={id}>
        {label}
      </Typography>
      <Typography
        role="timer"
        aria-labelledby={id}
        data-testid={testId}
        sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {seconds === null ? '--:--' : formatCountdown(seconds)}
      </Typography>
    </Paper>
  );
}
