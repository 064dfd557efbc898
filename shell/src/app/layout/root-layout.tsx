import { useEffect } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Navigate, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { isLanguage, switchLanguageInPath } from '@academy/contracts';
import {
  HydrationUnit,
  KycDialog,
  LoginDialog,
  browserLanguage,
  readThemeCookie,
  useSessionStore,
  useT,
  type HydrateOn,
} from '@academy/platform';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';

/**
 * The server renders the header for a visitor with the theme "system". Where this browser's header
 * differs (a signed-in learner's account menu, an explicit light or dark choice that the theme
 * button names), it hydrates when the browser is idle; otherwise on its first focus or tap.
 * Signing in later (the login page, the exchange's callback) moves it to idle too, so the account
 * menu shows without a tap on the header. The cookie is read in the browser only.
 */
function headerHydratesOn(signedIn: boolean): HydrateOn {
  if (signedIn) return 'idle';
  const theme = typeof document === 'undefined' ? undefined : readThemeCookie(document.cookie);
  return theme === 'light' || theme === 'dark' ? 'idle' : 'interaction';
}

export function RootLayout() {
  const { lang } = useParams();
  const location = useLocation();
  const { t } = useT('shell');
  // subscribed: as the server's (signed out) while hydrating, then this browser's session
  const signedIn = useSessionStore((s) => s.user !== null);
  useFocusHeadingOnNavigation();
  useEffect(() => {
    if (isLanguage(lang)) document.documentElement.lang = lang;
  }, [lang]);
  if (!isLanguage(lang)) {
    // `/articles` (no language) -> `/en/articles`.
    return <Navigate to={switchLanguageInPath(location.pathname + location.search, browserLanguage())} replace />;
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <GlobalStyles styles={skipLinkStyles} />
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <RouteProgress />
      {/* Header, route area and footer hydrate as separate units (Suspense boundaries), each when
          it is needed, in short tasks, instead of the whole page in one long task at load: the
          header on its first focus or tap (or when the browser is idle where it differs from the
          server's: see headerHydratesOn), the page when the browser is idle,
          the footer when it scrolls into view. Until then they are the server's HTML. */}
      <HydrationUnit on={headerHydratesOn(signedIn)}>
        <Header />
      </HydrationUnit>
      {/* At least a screen tall (less the header), so the footer starts below the fold: a page
          replacing its loading state with content then moves nothing on screen (the article
          page's CLS was 0.2: the footer jumped from under the spinner to under the article). */}
      <Box component="main" id="main" sx={{ flex: 1, minHeight: 'calc(100vh - 56px)' }}>
        <HydrationUnit on="idle">
          <Outlet />
        </HydrationUnit>
      </Box>
      <HydrationUnit on="visible">
        <Footer />
      </HydrationUnit>
      <LoginDialog />
      <KycDialog />
      <ScrollRestoration />
    </Box>
  );
}

const skipLinkStyles = {
  '.skip-link': {
    position: 'absolute',
    left: -9999,
    top: 0,
    zIndex: 3000,
    padding: '12px 16px',
    background: '#0f7a3d',
    color: '#fff',
  },
  '.skip-link:focus': { left: 8, top: 8 },
  // The heading focused after a navigation is a starting point, not a control: no focus ring.
  '#main h1[tabindex="-1"]:focus': { outline: 'none' },
} as const;
