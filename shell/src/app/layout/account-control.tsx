import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@academy/contracts';
import { useLanguage, useSessionStatus, useSessionStore, useT } from '@academy/platform';
import { SESSION_PENDING_ATTRIBUTE } from '../../../server/boot-on-intent';
import { loadOnUse } from './load-on-use';

/** The user menu loads on first use (prefetched on hover or focus of its button). */
const UserMenu = loadOnUse(() => import(/* webpackChunkName: "user-menu" */ './user-menu'));

/** Hidden from sight, read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The account area keeps one width signed in or out (its content sits at its end), so the
 * session filling in after hydration does not move the controls beside it: the login button
 * (English or Thai) or, on a phone, the avatar alone; from `sm` the avatar and the points chip.
 * While the session is read (on the server too) it is the login button marked pending: a visitor
 * sees a working link before any script runs (a read page starts its app on the first input),
 * while a browser someone is signed in on hides it (the page's inline script and style:
 * shell/server/boot-on-intent) until the user menu replaces it.
 */
const ACCOUNT_AREA_WIDTH = { xs: 72, sm: 136 } as const;

export function AccountControl() {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'flex-end', flexShrink: 0, minWidth: ACCOUNT_AREA_WIDTH }}
      data-testid="account-area"
    >
      <AccountControlContent />
    </Box>
  );
}

/** The login button (pending while the session loads), or the user menu's button with avatar and points. */
function AccountControlContent() {
  const { t } = useT('shell');
  const lang = useLanguage();
  const status = useSessionStatus();
  const user = useSessionStore((s) => s.user);
  const updateSettings = useSessionStore((s) => s.updateSettings);
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);

  if (!user) {
    return (
      <Button
        {...(status === 'loading' && { [SESSION_PENDING_ATTRIBUTE]: '' })}
        component={RouterLink}
        to={paths.login(lang)}
        onClick={() => updateSettings({ redirectUrl: location.pathname + location.search })}
        variant="contained"
        size="small"
        data-testid="login-button"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('account.login')}
      </Button>
    );
  }

  const displayName = user.name || user.email || t('account.member');
  return (
    <>
      <Button
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={UserMenu.prefetch}
        onFocus={UserMenu.prefetch}
        color="inherit"
        aria-haspopup="menu"
        data-testid="user-menu-button"
        sx={{ gap: 1, minWidth: { xs: 44, md: 0 } }}
      >
        {/* named by its content ("Account menu 120 points"), so the name holds the visible points (WCAG 2.5.3) */}
        <Box component="span" sx={visuallyHidden}>
          {t('account.menu')}
        </Box>
        <Avatar src={user.profileImage} alt="" aria-hidden sx={{ width: 28, height: 28 }}>
          {displayName.charAt(0).toUpperCase()}
        </Avatar>
        <Chip
          size="small"
          color="primary"
          label={t('account.points', { count: user.point })}
          data-testid="user-points"
          // on a phone the header has no room for it: the menu shows the points there
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UserMenu anchor={anchor} onClose={() => setAnchor(null)} displayName={displayName} />
        </Suspense>
      )}
    </>
  );
}
