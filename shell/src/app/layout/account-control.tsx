import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { signOut as endSession, useLanguage, useSessionStore, useT } from '@academy/platform';

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

/** The login button, or the user menu with name and points. */
export function AccountControl() {
  const { t } = useT('shell');
  const lang = useLanguage();
  const user = useSessionStore((s) => s.user);
  const updateSettings = useSessionStore((s) => s.updateSettings);
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <Button
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
  const subscription = user.subscription as { active?: unknown; endDate?: unknown } | null;
  const subscribedUntil =
    subscription?.active === true && typeof subscription.endDate === 'string' ? new Date(subscription.endDate) : null;
  const signOut = async () => {
    setAnchor(null);
    await endSession();
    navigate(paths.home(lang));
  };
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
        aria-haspopup="menu"
        data-testid="user-menu-button"
        sx={{ gap: 1, minWidth: 0 }}
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
        />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 600 }} data-testid="user-name">
          {displayName}
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={paths.profileTab(lang, 'subscription')}
          onClick={() => setAnchor(null)}
          data-testid="user-subscription"
        >
          {subscribedUntil ? t('account.subscribedUntil', { date: subscribedUntil }) : t('account.notSubscribed')}
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to={paths.profile(lang)} onClick={() => setAnchor(null)}>
          {t('account.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.profileTab(lang, 'my-quizzes')} onClick={() => setAnchor(null)}>
          {t('account.myQuizzes')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.quizHistory(lang)} onClick={() => setAnchor(null)}>
          {t('account.quizHistory')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.redeemHistory(lang)} onClick={() => setAnchor(null)}>
          {t('account.redeemHistory')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.rewardTracking(lang)} onClick={() => setAnchor(null)}>
          {t('account.rewardTracking')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.coupons(lang)} onClick={() => setAnchor(null)}>
          {t('account.coupons')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.feedback(lang)} onClick={() => setAnchor(null)}>
          {t('account.feedback')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut} data-testid="logout">
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
