import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useLanguage, useT } from '@academy/platform';
import { navLinks } from './nav-links';
import { SearchBox } from './search-box';

/** The header's navigation drawer (narrow screens). Loaded on first use (see header.tsx). */
export default function HeaderDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT('shell');
  const lang = useLanguage();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 280, p: 2 }} role="presentation">
        <SearchBox onSearched={onClose} />
        <List component="nav" aria-label={t('layout.mainNav')}>
          {navLinks.map((link) => (
            <ListItemButton key={link.key} component={RouterLink} to={link.to(lang)} onClick={onClose}>
              <ListItemText primary={t(link.key)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
