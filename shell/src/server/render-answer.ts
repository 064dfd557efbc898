// What the server render answers for a page, written once for its two sides: the render itself
// (render.tsx, built by webpack) and the shell's Node server (shell/server/), which imports these
// types only (nothing of this file runs there).
import type { PageHead } from '@academy/contracts';

/** A chunk of Emotion's critical CSS: the page's server writes one `<style>` of each. */
export interface CriticalStyle {
  key: string;
  ids: string[];
  css: string;
}

/** A page the server rendered; `State` is the state the browser reads back (SsrState). */
export interface RenderedPage<State = unknown> {
  kind: 'page';
  status: number;
  html: string;
  /** Emotion's critical CSS of the page, by chunk. */
  styles: CriticalStyle[];
  state: State;
  /** The page's document title (its first `DocumentTitle`, as text), for the head; null if none. */
  title: string | null;
  /** The head its route names from its loader data (route-head.ts); null: the site's defaults. */
  head: PageHead | null;
}

/** A route loader's redirect. */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/** A page, a redirect, or null: not a page the server renders (the browser does). */
export type RenderAnswer<State = unknown> = RenderedPage<State> | RenderedRedirect | null;
