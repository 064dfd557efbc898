import { useSessionStore } from '@academy/platform';

/** The signed-in user's id for query keys (what a page shows depends on who asks), outside React too. */
export const currentUserId = () => useSessionStore.getState().user?.id ?? null;
export const useCurrentUserId = () => useSessionStore((s) => s.user?.id ?? null);

/** The signed-in user's id as a query-key part ('' for a visitor); no browser APIs. */
export const currentUserKey = (): string => String(useSessionStore.getState().user?.id ?? '');
export const useCurrentUserKey = (): string => useSessionStore((s) => String(s.user?.id ?? ''));
