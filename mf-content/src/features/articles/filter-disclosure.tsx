import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BREAKPOINTS } from '@academy/ui';

const WIDE = `(min-width: ${BREAKPOINTS.md}px)`;

/**
 * The filters' frame: on a phone a "Filters" disclosure (`<details>`, so it opens before the app
 * starts), closed, and closed again when other filters are applied (`closeOnPhone` changes); from md
 * up always open beside the results, its summary a plain title. Before the app starts the wide
 * layout opens it with CSS (`::details-content`), after that for real (`open`, so assistive
 * technology says "expanded").
 */
export function FilterDisclosure({
  titleId,
  title,
  note,
  closeOnPhone,
  children,
}: {
  titleId: string;
  title: string;
  /** What is applied now, beside the title ("2 active"). */
  note?: string;
  /** A value that changes when the phone's disclosure should close (the applied filters). */
  closeOnPhone: unknown;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const applied = useRef(closeOnPhone);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const follow = () => {
      if (ref.current && wide.matches) ref.current.open = true;
    };
    follow();
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, []);
  // a phone shows the results of what was just applied (not when it opened: the tap that opened
  // it may be the one that started the app)
  useEffect(() => {
    if (applied.current === closeOnPhone) return;
    applied.current = closeOnPhone;
    if (ref.current && !window.matchMedia(WIDE).matches) ref.current.open = false;
  }, [closeOnPhone]);
  return (
    <Box
      component="details"
      ref={ref}
      sx={(theme) => ({
        '& > summary': {
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 44,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
        },
        '&[open] > summary .filter-disclosure-icon': { transform: 'rotate(180deg)' },
        '& > summary + *': { mt: 2.5 },
        '@supports selector(::details-content)': {
          [theme.breakpoints.up('md')]: {
            '&::details-content': { contentVisibility: 'visible' },
            '& > summary': { pointerEvents: 'none' },
            '& > summary .filter-disclosure-icon': { display: 'none' },
          },
        },
      })}
    >
      <summary>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        {note && (
          <Typography component="span" variant="body2" color="text.secondary">
            {note}
          </Typography>
        )}
        <ExpandMoreIcon
          className="filter-disclosure-icon"
          aria-hidden
          sx={{ ml: 'auto', transition: 'transform 150ms' }}
        />
      </summary>
      {children}
    </Box>
  );
}
