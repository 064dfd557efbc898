import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AcademyEvent } from '@academy/contracts';

/** A list of places and what each won: prizes, or an event's results (team and project). */
export function PlaceList({ items, label }: { items: Array<{ place: string; text: string }>; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      {items.map((item) => (
        <Box key={item.place} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {item.place}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export const prizeItems = (event: AcademyEvent) => event.prizes.map((p) => ({ place: p.place, text: p.prize }));
export const resultItems = (event: AcademyEvent) =>
  event.results.map((r) => ({ place: r.place, text: `${r.team}: ${r.project}` }));
