import { useRef } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useLanguage, useT } from '@academy/platform';
import { navLinks } from './nav-links';
import { SearchBox } from './search-box';

export const SITE_MENU_ID = 'site-menu';

/**
 * The header's menu on narrow screens (search and the area links): an HTML `popover` that the
 * menu button opens (`popovertarget`), so it opens from the server's HTML in one frame, before
 * any script; Escape or a tap outside closes it. Once the app runs, a link or a search changes
 * the page in place, so they close it too.
 */
export function SiteMenu() {
  const { t } = useT('shell');
  const lang = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  return (
    <Box
      id={SITE_MENU_ID}
      ref={panel}
      popover="auto"
      data-testid="site-menu"
      sx={{
        // the browser's popover box, made a sheet on the left (never `display`: it hides the closed popover)
        position: 'fixed',
        inset: '0 auto 0 0',
        m: 0,
        width: 280,
        maxWidth: '85vw',
        height: '100%',
        maxHeight: '100%',
        p: 2,
        border: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 16,
        overflowY: 'auto',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <SearchBox onSearched={close} />
      <List component="nav" aria-label={t('layout.mainNav')}>
        {navLinks.map((link) => (
          <ListItemButton key={link.key} component={RouterLink} to={link.to(lang)} onClick={close}>
            <ListItemText primary={t(link.key)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
