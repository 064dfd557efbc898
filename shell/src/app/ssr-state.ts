import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { RemoteName } from '@academy/contracts';

/** What the shell's server writes into a server-rendered page (nonce'd script) for hydration. */
export interface SsrState {
  /** The query cache the page was rendered with. */
  queries: DehydratedState;
  /** React Router's loader data of the rendered matches. */
  hydrationData: HydrationState;
  /** The page's remote, if it has one. */
  remote: RemoteName | null;
  /** Remotes whose server build could not be loaded (their area shows the unavailable panel). */
  failed: RemoteName[];
  language: string;
  theme: 'light' | 'dark';
}

declare global {
  interface Window {
    __ACADEMY_SSR__?: SsrState;
  }
}
