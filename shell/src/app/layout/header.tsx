import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { AccountControl } from './account-control';
import { LanguageSwitch } from './language-switch';
import { navLinks } from './nav-links';
import { SearchBox } from './search-box';
import { SITE_MENU_ID, SiteMenu } from './site-menu';
import { ThemeToggle } from './theme-toggle';

export function Header() {
  const { t } = useT('shell');
  const lang = useLanguage();
  return (
    <>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, md: 64 } }}>
          <IconButton
            edge="start"
            aria-label={t('layout.openMenu')}
            // opens the menu's HTML popover: works from the server's HTML, no script (site-menu.tsx)
            popoverTarget={SITE_MENU_ID}
            data-testid="open-menu"
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={paths.home(lang)}
            underline="none"
            sx={{
              fontWeight: 800,
              fontSize: '1.15rem',
              color: 'primary.main',
              whiteSpace: 'nowrap',
              mr: { xs: 0, sm: 1 },
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
            }}
            data-testid="logo"
          >
            {t('brand')}
          </Link>
          <Box component="nav" aria-label={t('layout.mainNav')} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5 }}>
            {navLinks.map((link) => (
              <Button key={link.key} component={NavLink} to={link.to(lang)} color="inherit" size="small">
                {t(link.key)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SearchBox />
          </Box>
          <LanguageSwitch />
          <ThemeToggle />
          <AccountControl />
        </Toolbar>
      </AppBar>
      {/* outside <header>: its search and links are the narrow screen's, not the header's */}
      <SiteMenu />
    </>
  );
}
