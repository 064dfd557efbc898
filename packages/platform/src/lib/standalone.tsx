import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  type RouteObject,
} from 'react-router';
import { switchLanguageInPath } from '@academy/contracts';
import { KycDialog, LoginDialog } from './dialogs';
import { useLanguage } from './language';
import { PlatformProviders, useThemeChoice } from './providers';
import { applyLanguage, browserLanguage } from './i18n';
import { refreshSession } from './session';

function StandaloneLayout({ name, children }: { name: string; children?: ReactNode }) {
  const lang = useLanguage();
  const location = useLocation();
  const { scheme, setChoice } = useThemeChoice();
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography sx={{ flex: 1, fontWeight: 700 }}>{name} · standalone</Typography>
          <Button component={Link} to={switchLanguageInPath(location.pathname, lang === 'en' ? 'th' : 'en')}>
            {lang === 'en' ? 'TH' : 'EN'}
          </Button>
          <Button onClick={() => setChoice(scheme === 'dark' ? 'light' : 'dark')}>
            {scheme === 'dark' ? 'light' : 'dark'}
          </Button>
        </Toolbar>
      </AppBar>
      <main>{children ?? <Outlet />}</main>
      <LoginDialog />
      <KycDialog />
    </>
  );
}

/**
 * Run one remote on its own, inside the same providers the shell gives it, so its team can
 * develop without the others (`pnpm --filter @academy/mf-quiz dev`).
 */
export function mountStandalone(name: string, routes: RouteObject[], element = document.getElementById('root')) {
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={`/${browserLanguage()}`} replace /> },
    {
      path: '/:lang',
      element: <StandaloneLayout name={name} />,
      loader: ({ params }) => (applyLanguage(params.lang), null),
      children: routes,
    },
  ]);
  void refreshSession();
  createRoot(element!).render(
    <StrictMode>
      <PlatformProviders>
        <RouterProvider router={router} />
      </PlatformProviders>
    </StrictMode>,
  );
}
