import LinearProgress from '@mui/material/LinearProgress';

/** Shown while the first route (a remote's code included) loads. */
export function ShellFallback() {
  return (
    <LinearProgress data-testid="route-progress" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
  );
}
