import Alert from '@mui/material/Alert';

/** Shown after a valid submit while the API behind the form does not exist yet. */
export function NotAvailableNotice({ message }: { message: string }) {
  return (
    <Alert severity="info" role="status" data-testid="not-available-notice">
      {message}
    </Alert>
  );
}
