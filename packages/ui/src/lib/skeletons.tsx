import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The loading state of a list: grey placeholders shaped like what is coming (cards or rows)
 * instead of a spinner, so the page keeps its layout. Announced once by its `label`.
 */
export function ListSkeleton({
  label,
  count = 3,
  variant = 'card',
  columns = 1,
  testId = 'list-skeleton',
}: {
  label: string;
  count?: number;
  variant?: 'card' | 'row' | 'chip';
  columns?: 1 | 2 | 3;
  testId?: string;
}) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid={testId} sx={{ py: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {variant === 'chip' ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-hidden>
          {Array.from({ length: count }, (_, index) => (
            <Skeleton key={index} variant="rounded" width={80 + ((index * 37) % 60)} height={32} />
          ))}
        </Stack>
      ) : (
        <Grid container spacing={2} aria-hidden>
          {Array.from({ length: count }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: columns === 1 ? 12 : 6, lg: 12 / columns }}>
              {variant === 'card' ? (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
                    <Skeleton variant="rounded" width={72} height={24} />
                    <Skeleton variant="rounded" width={56} height={24} />
                  </Stack>
                  <Skeleton variant="text" sx={{ fontSize: '1.2rem' }} width="80%" />
                  <Skeleton variant="text" />
                  <Skeleton variant="text" width="60%" />
                </Box>
              ) : (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Skeleton variant="text" width="70%" />
                    <Skeleton variant="text" width="40%" />
                  </Box>
                  <Skeleton variant="rounded" width={64} height={24} />
                </Stack>
              )}
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
