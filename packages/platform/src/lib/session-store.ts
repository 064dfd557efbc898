import { useContext } from 'react';
import { create, createStore, useStore, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '@academy/contracts';
import type { ThemeMode } from '@academy/ui';
import { PlatformScopeContext, currentScope } from './scope';

export interface SubscriptionInfo {
  startDay?: string;
  endDay?: string;
  expiryDate?: string;
  totalMainQuiz?: number;
  usedMainQuiz?: number;
  remainingMainQuiz?: number;
  totalHint?: number;
  usedHint?: number;
  remainingHint?: number;
  unlimitedExclusive?: boolean;
  earnPoints?: boolean;
  nftMembershipCard?: boolean;
  [key: string]: unknown;
}

/** The user as kept in the browser (spec section 3, "User (kept locally)"). */
export interface SessionUser {
  id: number | string;
  token: string;
  point: number;
  kub: number;
  subscription: SubscriptionInfo | null;
  bkNext: Record<string, unknown> | null;
  name?: string;
  surname?: string;
  lastName?: string;
  email?: string;
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
  user: SessionUser | null;
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
  settings: initialSettings,
  loading: false,
  kycPrompt: null,
  login: (user) => set((s) => ({ user, settings: { ...s.settings, isOpenModelLogin: false } })),
  mergeUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
  logout: () => set({ user: null }),
  openLogin: (redirectUrl) => set((s) => ({ settings: { ...s.settings, isOpenModelLogin: true, redirectUrl } })),
  closeLogin: () => set((s) => ({ settings: { ...s.settings, isOpenModelLogin: false } })),
  openKycPrompt: (kycPrompt) => set({ kycPrompt }),
  closeKycPrompt: () => set({ kycPrompt: null }),
  setMode: (mode) => set((s) => ({ settings: { ...s.settings, mode } })),
  setLanguage: (language) => set((s) => ({ settings: { ...s.settings, language } })),
  setLoading: (loading) => set({ loading }),
  updateSettings: (patch) => set((s) => ({ settings: { ...s.settings, ...patch } })),
});

/** The site's session store in the browser, kept in localStorage. */
const browserSessionStore = create<SessionState>()(
  persist(sessionState, {
    name: SESSION_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ user, settings }) => ({ user, settings }),
  }),
);

/**
 * A session store that touches no storage: one per request on the server (signed out, the
 * request's language and theme).
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
