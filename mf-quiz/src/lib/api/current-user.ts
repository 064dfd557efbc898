import { useSessionStore } from '@academy/platform';

/** The signed-in user's id for query keys (what a page shows depends on who asks; null: a visitor), outside React too. */
export const currentUserId = () => useSessionStore.getState().user?.id ?? null;
export const useCurrentUserId = () => useSessionStore((s) => s.user?.id ?? null);
