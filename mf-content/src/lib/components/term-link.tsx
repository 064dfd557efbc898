import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { ThaiText } from '@academy/ui';

/**
 * A glossary term in an article: a plain link to its entry (server-rendered, works before any
 * script); once hydrated, hover, keyboard focus or a first tap shows the definition in place (a
 * tooltip that describes the link for a screen reader), and a second tap or Enter opens the entry.
 */
export function TermLink({ to, definition, children }: { to: string; definition: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const showFirst = (event: MouseEvent) => {
    if (open) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <Tooltip
      describeChild
      arrow
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // a tap shows the definition through the click (a long press would open the link's menu)
      disableTouchListener
      title={<ThaiText>{definition}</ThaiText>}
      slotProps={{ tooltip: { sx: { fontSize: '0.875rem', lineHeight: 1.5, maxWidth: 320, p: 1.5 } } }}
    >
      <MuiLink
        component={Link}
        to={to}
        underline="always"
        onClick={showFirst}
        data-testid="glossary-term-link"
        sx={{ textDecorationStyle: 'dotted', textUnderlineOffset: '0.2em' }}
      >
        {children}
      </MuiLink>
    </Tooltip>
  );
}
