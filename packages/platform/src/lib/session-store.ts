import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Language } from '@academy/contracts';
import type { ThemeMode } from '@academy/ui';

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

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
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
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, settings }) => ({ user, settings }),
    },
  ),
);
