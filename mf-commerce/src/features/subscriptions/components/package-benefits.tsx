import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { SubscriptionPackage } from '@academy/contracts';
import { useT } from '@academy/platform';

/** What a package gives, as a checklist. */
export function PackageBenefits({ pkg }: { pkg: SubscriptionPackage }) {
  const { t } = useT('commerce');
  const items = [
    t('subscriptions.benefits.duration', { count: pkg.durationDays }),
    t('subscriptions.benefits.mainQuiz', { count: pkg.mainQuizCount }),
    t('subscriptions.benefits.hints', { count: pkg.hintCount }),
    ...(pkg.unlimitedExclusive ? [t('subscriptions.benefits.exclusive')] : []),
    ...(pkg.earnPoints ? [t('subscriptions.benefits.earnPoints')] : []),
    ...(pkg.nftMembershipCard ? [t('subscriptions.benefits.nft')] : []),
  ];
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleOutline fontSize="small" color="success" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
