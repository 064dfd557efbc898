import type { FormEventHandler, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useHydrated } from '@academy/platform';

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
  // Server-rendered, the form is there before its scripts: sent then, the browser would put the
  // fields (a password) in the URL. Its fields and buttons are disabled until hydrated; links work.
  const hydrated = useHydrated();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={label}>
        <Stack component="fieldset" disabled={!hydrated} spacing={2.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
