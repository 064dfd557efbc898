import { useEffect, type ComponentType } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { paths, profileTabs, type ProfileTab } from '@academy/contracts';
import { refreshSession, useLanguage, useSessionStore, useT } from '@academy/platform';
import { MemberOnly } from '@academy/platform/kit';
import { Page } from '@academy/ui';
import { DetailsPanel } from './components/details-panel';
import { FavouritesPanel } from './components/favourites-panel';
import { MyQuizzesPanel } from './components/my-quizzes-panel';
import { PointsPanel } from './components/points-panel';
import { ReadingPanel } from './components/reading-panel';
import { SubscriptionPanel } from './components/subscription-panel';

const panels: Record<ProfileTab, ComponentType> = {
  details: DetailsPanel,
  'my-quizzes': MyQuizzesPanel,
  subscription: SubscriptionPanel,
  points: PointsPanel,
  favourites: FavouritesPanel,
  reading: ReadingPanel,
};

function isProfileTab(value: string | undefined): value is ProfileTab {
  return (profileTabs as readonly string[]).includes(value ?? '');
}

/** `profile` and `profile/:tab`: the selected tab lives in the URL so it can be linked and reloaded. */
export function ProfilePage() {
  const { t } = useT('account');
  const lang = useLanguage();
  const { tab: tabParam } = useParams();
  const user = useSessionStore((s) => s.user);
  const userId = user?.id;

  // the user read at load may be old by now: read it again (name, points, KYC) when the profile opens
  useEffect(() => {
    if (userId !== undefined) void refreshSession();
  }, [userId]);

  if (tabParam !== undefined && !isProfileTab(tabParam)) return <Navigate to={paths.profile(lang)} replace />;
  const tab: ProfileTab = tabParam ?? 'details';
  const Panel = panels[tab];

  return (
    <Page title={t('profile.title')} testId="profile-page">
      <MemberOnly
        signedOut={{
          title: t('profile.loginTitle'),
          description: t('profile.loginDescription'),
          login: t('profile.login'),
        }}
      >
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={tab}
            variant="scrollable"
            scrollButtons="auto"
            // no arrows on a phone: the strip is swiped, and the selected tab scrolled into view
            aria-label={t('profile.tabsLabel')}
          >
            {profileTabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`profile.tabs.${value}`)}
                component={RouterLink}
                to={value === 'details' ? paths.profile(lang) : paths.profileTab(lang, value)}
                id={`profile-tab-${value}`}
                aria-controls={`profile-panel-${value}`}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
          <Panel />
        </Box>
      </MemberOnly>
    </Page>
  );
}
