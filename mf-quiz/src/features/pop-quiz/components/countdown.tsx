import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCountdown } from '../hooks/use-server-countdown';

/**
 * A labelled countdown (role timer). `seconds` null shows "--:--". `small`: one line of text
 * (beside other content, e.g. the next pop quiz under the cards), else a boxed large figure.
 */
export function Countdown({
  label,
  seconds,
  testId,
  small = false,
}: {
  label: string;
  seconds: number | null;
  testId?: string;
  small?: boolean;
}) {
  const id = useId();
  const timer = (
    <Typography
      role="timer"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', ...(small ? {} : { fontSize: '1.5rem' }) }}
    >
      {seconds === null ? '--:--' : formatCountdown(seconds)}
    </Typography>
  );
  if (small)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography color="text.secondary" id={id}>
          {label}
        </Typography>
        {timer}
      </Stack>
    );
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, textAlign: 'center', minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p" id={id}>
        {label}
      </Typography>
      {timer}
    </Paper>
  );
}
