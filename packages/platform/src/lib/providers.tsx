import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { createAcademyTheme, type ThemeMode } from '@academy/ui';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from './constants';
import { i18n } from './i18n';
import { queryClient } from './query-client';
import { useSessionStore } from './session-store';
import { SiteTitleTemplate } from './site-title';
import { readThemeCookie, writeThemeCookie } from './theme-mode';

/** The one Emotion cache of the site (`prepend` lets MUI styles be overridden by later ones). */
export const emotionCache = createCache({ key: 'mui', prepend: true });

/** Everything a page needs around it. The shell mounts it once; a remote mounts it only standalone. */
export function PlatformProviders({ children }: { children: ReactNode }) {
  const mode = useSessionStore((s) => s.settings.mode);
  const theme = useMemo(() => createAcademyTheme(mode), [mode]);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <SnackbarProvider
              maxSnack={TOAST_MAX_SNACK}
              autoHideDuration={TOAST_AUTO_HIDE_MS}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            >
              <SiteTitleTemplate>{children}</SiteTitleTemplate>
            </SnackbarProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Theme mode with the cookie as the source of truth (the pre-paint script reads it too). */
export function useThemeMode(): [ThemeMode, () => void] {
  const mode = useSessionStore((s) => s.settings.mode);
  const setMode = useSessionStore((s) => s.setMode);
  useEffect(() => {
    const fromCookie = readThemeCookie();
    if (fromCookie && fromCookie !== useSessionStore.getState().settings.mode) setMode(fromCookie);
  }, [setMode]);
  const toggle = () => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    writeThemeCookie(next);
    setMode(next);
  };
  return [mode, toggle];
}
