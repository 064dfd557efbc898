import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@academy/ui';

/** One titled region of the home page; shows its empty state until a later issue fills it. */
export function HomeSection({ id, title, empty, action }: { id: string; title: string; empty: string; action?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Stack>
      <EmptyState title={empty} />
    </Paper>
  );
}
