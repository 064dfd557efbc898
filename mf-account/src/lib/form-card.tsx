import type { FormEventHandler, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** A centred, full-width-on-phones card around a form. */
export function FormCard({
  onSubmit,
  label,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={label} spacing={2.5}>
        {children}
      </Stack>
    </Paper>
  );
}
