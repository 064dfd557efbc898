export { runtimeConfig, apiAssetUrl, type RuntimeConfig } from './lib/runtime-config';
export {
  useSessionStore,
  useSessionStatus,
  createSessionStore,
  initialSettings,
  SESSION_STORAGE_KEY,
  type SessionUser,
  type SessionSettings,
  type SessionState,
  type SessionStatus,
  type KycPromptReason,
} from './lib/session-store';
export {
  signIn,
  signOut,
  refreshSession,
  refreshAfterBalanceChange,
  setSessionPoints,
  takeRedirectUrl,
  toSessionPatch,
} from './lib/session';
export { http, createHttpClient, RequestError, toRequestError } from './lib/http';
export {
  queryClient,
  getQueryClient,
  createQueryClient,
  keepPreviousInLanguage,
  loaderData,
  userKey,
} from './lib/query-client';
export { favouriteKeys } from './lib/favourites';
export {
  i18n,
  addTranslations,
  useT,
  currentLanguage,
  currentI18n,
  createI18n,
  browserLanguage,
  applyLanguage,
} from './lib/i18n';
export {
  useFormat,
  formatDate,
  sameSpaces,
  formatNumber,
  dateTimeFormat,
  numberFormat,
  intlLocale,
  DISPLAY_TIME_ZONE,
  type DateInput,
} from './lib/i18n/format';
export { browserFormats, type RenderedFormatsState } from './lib/i18n/rendered-formats';
export { usePaginationLabels } from './lib/pagination';
export { useValidationMessage } from './lib/validation-message';
export { toast } from './lib/toast';
export { useLanguage, languageOf } from './lib/language';
export { useRequireLogin, useRequireKyc, useLeaveRunningQuizBlocker } from './lib/guards';
export { SessionLoading } from './lib/session-loading';
export { LoginDialog, KycDialog, LeaveRunningQuizDialog, useOpenedOnce, prefetchSiteDialogs } from './lib/dialogs';
export {
  PlatformProviders,
  useThemeChoice,
  emotionCache,
  createEmotionCache,
  createPlatformScope,
  type ThemeChoiceState,
} from './lib/providers';
export {
  setPlatformScopeResolver,
  currentScope,
  usePlatformScope,
  PlatformScopeContext,
  type PlatformScope,
} from './lib/scope';
export { readThemeCookie, writeThemeCookie, themeCookieStorage } from './lib/theme-mode';
export { reportSingletons } from './lib/singleton-probe';
export { mountStandalone } from './lib/standalone';
export { useHydrated, HydratedMarker, HydrationUnit, HYDRATED_ATTRIBUTE } from './lib/hydration';
export type { HydrateOn } from './lib/hydration-gates';
