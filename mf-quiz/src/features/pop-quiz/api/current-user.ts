import { useSessionStore } from '@academy/platform';

/** The signed-in user's id as a query-key part ('' for a visitor); no browser APIs. */
export const currentUserKey = (): string => String(useSessionStore.getState().user?.id ?? '');
export const useCurrentUserKey = (): string => useSessionStore((s) => String(s.user?.id ?? ''));
