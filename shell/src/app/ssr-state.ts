import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { RemoteName } from '@academy/contracts';
import type { ThaiRunsState } from '@academy/ui';
import type { RenderedFormatsState } from '@academy/platform';
import { SSR_STATE_ID } from '../../server/ssr-state-id';

/** What the shell's server writes into a server-rendered page (a JSON data block) for hydration. */
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
  /** Where the render kept Thai text on one line (its ICU data is the server's; see ThaiRunsCache). */
  thaiRuns?: ThaiRunsState;
  /** The dates and numbers the render wrote (see RenderedFormats): hydration formats none itself. */
  formats?: RenderedFormatsState;
}

/** The state of a server-rendered page (its JSON data block), or undefined on a page rendered here. */
export function readSsrState(): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : undefined;
}
