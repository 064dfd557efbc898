import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '@academy/contracts';
import { signOut as endSession, useLanguage, useSessionStore, useT } from '@academy/platform';

/** The signed-in user's menu of the header. Loaded on first use (see account-control.tsx). */
export default function UserMenu({
  anchor,
  onClose,
  displayName,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  displayName: string;
}) {
  const { t } = useT('shell');
  const lang = useLanguage();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const subscription = user?.subscription;
  const subscribedUntil = subscription?.active && subscription.endDate ? new Date(subscription.endDate) : null;
  const signOut = async () => {
    onClose();
    await endSession();
    navigate(paths.home(lang));
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
        <Box sx={{ fontWeight: 600 }} data-testid="user-name">
          {displayName}
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }} data-testid="user-menu-points">
          {t('account.points', { count: user?.point ?? 0 })}
        </Box>
      </MenuItem>
      <MenuItem
        component={RouterLink}
        to={paths.profileTab(lang, 'subscription')}
        onClick={onClose}
        data-testid="user-subscription"
      >
        {subscribedUntil ? t('account.subscribedUntil', { date: subscribedUntil }) : t('account.notSubscribed')}
      </MenuItem>
      <Divider />
      <MenuItem component={RouterLink} to={paths.profile(lang)} onClick={onClose}>
        {t('account.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.profileTab(lang, 'my-quizzes')} onClick={onClose}>
        {t('account.myQuizzes')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.quizHistory(lang)} onClick={onClose}>
        {t('account.quizHistory')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.redeemHistory(lang)} onClick={onClose}>
        {t('account.redeemHistory')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.rewardTracking(lang)} onClick={onClose}>
        {t('account.rewardTracking')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.coupons(lang)} onClick={onClose}>
        {t('account.coupons')}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.feedback(lang)} onClick={onClose}>
        {t('account.feedback')}
      </MenuItem>
      <Divider />
      <MenuItem onClick={signOut} data-testid="logout">
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
