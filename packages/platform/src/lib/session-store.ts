import { useContext } from 'react';
import { create, createStore, useStore, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BkNext, Language, UserSubscriptionSummary, UserId } from '@academy/contracts';
import type { ThemeMode } from '@academy/ui';
import { PlatformScopeContext, currentScope } from './scope';

/**
 * The signed-in user as the browser holds it, in memory only (never in web storage): the API's
 * user (`accountUserSchema`) made for the screens by `toSessionPatch`. No token: the session
 * lives in the API's HttpOnly cookie (services/api/docs/accounts.md "Sessions").
 */
export interface SessionUser {
  id: UserId;
  point: number;
  kub: number;
  subscription: UserSubscriptionSummary | null;
  bkNext: BkNext | null;
  name?: string;
  surname?: string;
  lastName?: string;
  email?: string;
  /** The address is proved (the verification link, or the exchange said so): anti-phishing words need it. */
  emailVerified?: boolean;
  phoneNumber?: string;
  tel?: string;
  address?: string;
  province?: string;
  postcode?: string;
  remark?: string;
  phishingWords?: string;
  walletAddress?: string;
  walletAddressBitkubNext?: string;
  agreeToUpdate?: boolean;
  kycStatus?: 'verified' | 'unverified' | 'pending';
  profileImage?: string;
}

/** Who is signed in: not known yet (the first answer of GET /session is pending), someone, nobody. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionSettings {
  isOpenModelLogin: boolean;
  mode: ThemeMode;
  redirectUrl: string;
  language: Language;
  time: number | null;
  otherLanguage: boolean;
}

export type KycPromptReason = 'quiz' | 'redeem';

export interface SessionState {
  /** Not persisted: the signed-in user, re-read from the API on every load. */
  user: SessionUser | null;
  /** Not persisted: the API has said who is signed in (or could not be asked). */
  checked: boolean;
  /** Persisted (nothing secret or personal): language, theme, where to return after login... */
  settings: SessionSettings;
  /** Not persisted: true while a blocking request runs. */
  loading: boolean;
  /** Not persisted: which KYC prompt is open, if any. */
  kycPrompt: KycPromptReason | null;
  login: (user: SessionUser) => void;
  mergeUser: (patch: Partial<SessionUser>) => void;
  logout: () => void;
  openLogin: (redirectUrl: string) => void;
  closeLogin: () => void;
  openKycPrompt: (reason: KycPromptReason) => void;
  closeKycPrompt: () => void;
  setMode: (mode: ThemeMode) => void;
  setLanguage: (language: Language) => void;
  setLoading: (loading: boolean) => void;
  updateSettings: (patch: Partial<SessionSettings>) => void;
}

export const SESSION_STORAGE_KEY = 'academy-session';
/** 2: only the settings are kept (1 also kept the user and its token, dropped on migration). */
const SESSION_STORAGE_VERSION = 2;

export const initialSettings: SessionSettings = {
  isOpenModelLogin: false,
  mode: 'light',
  redirectUrl: '',
  language: 'en',
  time: null,
  otherLanguage: false,
};

const sessionState: StateCreator<SessionState> = (set) => ({
  user: null,
  checked: false,
  settings: initialSettings,
  loading: false,
  kycPrompt: null,
  login: (user) => set((s) => ({ user, checked: true, settings: { ...s.settings, isOpenModelLogin: false } })),
  mergeUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
  logout: () => set({ user: null, checked: true }),
  openLogin: (redirectUrl) => set((s) => ({ settings: { ...s.settings, isOpenModelLogin: true, redirectUrl } })),
  closeLogin: () => set((s) => ({ settings: { ...s.settings, isOpenModelLogin: false } })),
  openKycPrompt: (kycPrompt) => set({ kycPrompt }),
  closeKycPrompt: () => set({ kycPrompt: null }),
  setMode: (mode) => set((s) => ({ settings: { ...s.settings, mode } })),
  setLanguage: (language) => set((s) => ({ settings: { ...s.settings, language } })),
  setLoading: (loading) => set({ loading }),
  updateSettings: (patch) => set((s) => ({ settings: { ...s.settings, ...patch } })),
});

/** The site's session store in the browser: only the settings are kept (localStorage). */
const browserSessionStore = create<SessionState>()(
  persist(sessionState, {
    name: SESSION_STORAGE_KEY,
    version: SESSION_STORAGE_VERSION,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ settings }) => ({ settings }),
    // An older copy also held the user and its token: keep its settings only (and rewrite it).
    migrate: (persisted) => ({ settings: { ...initialSettings, ...(persisted as { settings?: object })?.settings } }),
    merge: (persisted, current) => ({
      ...current,
      settings: {
        ...current.settings,
        ...(persisted as { settings?: Partial<SessionSettings> } | undefined)?.settings,
      },
    }),
  }),
);

/** Who is signed in, from a state: a user; nobody (once the API said so); else not known yet. */
export const sessionStatusOf = (state: Pick<SessionState, 'user' | 'checked'>): SessionStatus =>
  state.user ? 'signedIn' : state.checked ? 'signedOut' : 'loading';

/**
 * A session store that touches no storage: one per request on the server (the request's
 * language and theme; who is signed in is not known there, as in the browser's first render).
 */
export function createSessionStore(settings: Partial<SessionSettings> = {}): StoreApi<SessionState> {
  return createStore<SessionState>()((set, get, api) => {
    const state = sessionState(set, get, api);
    return { ...state, settings: { ...state.settings, ...settings } };
  });
}

/** The store of the current server request, the browser's one otherwise. */
const currentStore = (): StoreApi<SessionState> => currentScope()?.session ?? browserSessionStore;

function useScopedSessionStore<T = SessionState>(selector?: (state: SessionState) => T): T {
  const scoped = useContext(PlatformScopeContext)?.session;
  return useStore(scoped ?? browserSessionStore, selector as (state: SessionState) => T);
}

/**
 * The session: a hook (`useSessionStore((s) => s.user)`) and, outside React, `getState` /
 * `setState` / `subscribe`. In the browser it is the one persisted store; during a server render
 * it is the request's store (from PlatformProviders' scope, or the scope resolver).
 */
export const useSessionStore = Object.assign(useScopedSessionStore, {
  getState: () => currentStore().getState(),
  getInitialState: () => currentStore().getInitialState(),
  setState: ((...args: Parameters<StoreApi<SessionState>['setState']>) =>
    currentStore().setState(...args)) as StoreApi<SessionState>['setState'],
  subscribe: (listener: Parameters<StoreApi<SessionState>['subscribe']>[0]) => currentStore().subscribe(listener),
  persist: browserSessionStore.persist,
}) as unknown as typeof browserSessionStore;

/** The login prompt shows once the API has said nobody is signed in (never while the session loads). */
export const isLoginPromptOpen = (state: SessionState) =>
  state.settings.isOpenModelLogin && sessionStatusOf(state) === 'signedOut';

/** 'loading' until the API has said who is signed in, then 'signedIn' or 'signedOut'. */
export const useSessionStatus = (): SessionStatus => useSessionStore(sessionStatusOf);
