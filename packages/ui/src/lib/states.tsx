import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThaiText } from './thai-text';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack data-testid="empty-state" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h3" component="p">
        <ThaiText>{title}</ThaiText>
      </Typography>
      {description && (
        <Typography color="text.secondary">
          <ThaiText>{description}</ThaiText>
        </Typography>
      )}
      {action}
    </Stack>
  );
}

export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
  testId = 'error-state',
}: {
  title: string;
  description?: string;
  retryLabel?: string;
  onRetry?: () => void;
  testId?: string;
}) {
  return (
    <Box sx={{ py: 4 }}>
      <Alert
        severity="warning"
        data-testid={testId}
        action={
          onRetry && retryLabel ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {description && <Typography component="p">{description}</Typography>}
      </Alert>
    </Box>
  );
}
