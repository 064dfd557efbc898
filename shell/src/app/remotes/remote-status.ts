import { create } from 'zustand';
import type { RemoteName } from '@academy/contracts';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Which remotes are grafted into the router and which could not be reached. */
export const useRemoteStatus = create<Record<RemoteName, RemoteStatus>>(() => ({
  content: 'idle',
  quiz: 'idle',
  account: 'idle',
  commerce: 'idle',
  events: 'idle',
}));
