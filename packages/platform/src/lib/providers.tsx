import { useEffect, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@academy/contracts';
import {
  ThaiRunsCache,
  ThaiRunsProvider,
  academyTheme,
  type ColorScheme,
  type ThemeChoice,
  type ThemeMode,
} from '@academy/ui';
import { THEME_COOKIE } from './constants';
import { createI18n, i18n } from './i18n';
import { RenderedFormats } from './i18n/rendered-formats';
import { createQueryClient, queryClient } from './query-client';
import { PlatformScopeContext, type PlatformScope } from './scope';
import { createSessionStore, useSessionStore } from './session-store';
import { SiteTitleTemplate } from './site-title';
import { useHydrated } from './hydration';
import { themeCookieStorage } from './theme-mode';
import { Toaster } from './toaster';

/** An Emotion cache with the site's key (`prepend` lets MUI styles be overridden by later ones). */
export const createEmotionCache = () => createCache({ key: 'mui', prepend: true });

/** The one Emotion cache of the site (in the browser). */
export const emotionCache = createEmotionCache();

/**
 * Everything one server request renders with: its own query cache, i18n instance (in the path's
 * language), session store (signed out, the cookie's scheme), Emotion cache and the Thai line runs
 * it cut (the page carries them to the browser).
 */
export function createPlatformScope({
  language,
  theme = 'light',
  apiUrl,
  runtimeConfig,
  serverRequest,
}: {
  language: Language;
  theme?: ThemeMode;
  apiUrl?: string;
  runtimeConfig?: PlatformScope['runtimeConfig'];
  serverRequest?: PlatformScope['serverRequest'];
}): PlatformScope {
  return {
    queryClient: createQueryClient({ server: true }),
    i18n: createI18n(language),
    session: createSessionStore({ language, mode: theme }),
    emotionCache: createEmotionCache(),
    language,
    theme,
    apiUrl,
    runtimeConfig,
    awaitData: true,
    serverRequest,
    thaiRuns: new ThaiRunsCache(),
    formats: new RenderedFormats(),
  };
}

/** One theme for the whole site: both colour schemes are CSS variables, switched by an attribute. */
const theme = academyTheme();

/** Keeps the persisted session settings' `mode` (spec: settings.mode) equal to the scheme shown. */
function ModeIntoSettings() {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  useEffect(() => {
    if (resolved && resolved !== useSessionStore.getState().settings.mode) useSessionStore.getState().setMode(resolved);
  }, [resolved]);
  return null;
}

/**
 * Everything a page needs around it. The shell mounts it once; a remote mounts it only standalone.
 * The server passes the request's `scope`; the browser passes none and gets the site's singletons.
 */
export function PlatformProviders({ children, scope = null }: { children: ReactNode; scope?: PlatformScope | null }) {
  return (
    <PlatformScopeContext.Provider value={scope}>
      <CacheProvider value={scope?.emotionCache ?? emotionCache}>
        <ThemeProvider
          theme={theme}
          defaultMode="system"
          storageManager={themeCookieStorage}
          modeStorageKey={THEME_COOKIE}
          colorSchemeStorageKey={`${THEME_COOKIE}-scheme`}
          disableTransitionOnChange
          // The colour-scheme context holds its client value from the first render: MUI's default
          // switches it in an effect after hydration, and a context change above the page's
          // hydration units makes React hydrate all of them at once in one long task.
          // useThemeChoice() answers the server's value until hydrated, so nothing mismatches.
          noSsr
        >
          <CssBaseline enableColorScheme />
          <ModeIntoSettings />
          <I18nextProvider i18n={scope?.i18n ?? i18n}>
            <QueryClientProvider client={scope?.queryClient ?? queryClient}>
              <ThaiRunsProvider value={scope?.thaiRuns ?? null}>
                <SiteTitleTemplate>{children}</SiteTitleTemplate>
              </ThaiRunsProvider>
              <Toaster />
            </QueryClientProvider>
          </I18nextProvider>
        </ThemeProvider>
      </CacheProvider>
    </PlatformScopeContext.Provider>
  );
}

export interface ThemeChoiceState {
  /** What the learner chose; `system` until they choose (also during a server render and hydration). */
  choice: ThemeChoice;
  /** The scheme on screen (`light` until the browser has told which one the system prefers). */
  scheme: ColorScheme;
  /** Switches at once and keeps the choice in the `theme` cookie. */
  setChoice: (choice: ThemeChoice) => void;
}

/**
 * The learner's theme choice (light / dark / system). MUI's colour-scheme context keeps it; the
 * cookie is its storage, read by the pre-paint script and the server too.
 */
export function useThemeChoice(): ThemeChoiceState {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  if (!hydrated) return { choice: 'system', scheme: 'light', setChoice: setMode };
  const choice: ThemeChoice = mode ?? 'system';
  const scheme: ColorScheme = (choice === 'system' ? systemMode : choice) ?? 'light';
  return { choice, scheme, setChoice: setMode };
}
