import { createContext } from 'react';
import type { RemoteName } from '@academy/contracts';

/**
 * Remotes the server could not load for this page: their area shows the "temporarily
 * unavailable" panel in the server's HTML and again while the browser hydrates it (the remote
 * status store only changes after hydration).
 */
export const FailedRemotesContext = createContext<readonly RemoteName[]>([]);
