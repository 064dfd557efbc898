// The server render as the shell's server meets it: what it answers for a page, how it is loaded
// from the build, and its metrics.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Counter, Histogram, type createObservability } from '@academy/static-host';
import type { RenderAnswer as RenderAnswerOf, RenderedPage } from '../src/server/render-answer.ts';

/** What the server render answers (shell/src/server/render-answer.ts); of its state the server reads `failed`. */
type ServerState = { failed?: string[] };
export type Rendered = RenderedPage<ServerState>;
export type RenderAnswer = RenderAnswerOf<ServerState>;
export interface ServerRenderer {
  render(options: Record<string, unknown>): Promise<RenderAnswer>;
}

/**
 * The server render (dist/server/render.js, built by the shell's webpack config beside the
 * browser build). Null when it is not built or SSR=off: pages are then rendered in the browser.
 */
export async function loadServerRenderer({
  env = process.env,
  file,
}: {
  env?: Record<string, string | undefined>;
  /** dist/server/render.js */
  file: string;
}): Promise<ServerRenderer | null> {
  if (env.SSR === 'off' || !existsSync(file)) return null;
  const require = createRequire(import.meta.url);
  // The federation runtime starts asynchronously: the module's exports may come as a promise.
  const loaded = await require(file);
  return typeof loaded?.render === 'function' ? loaded : null;
}

/** The server render's metrics: renders by outcome, their duration, and the micro-cache's answers. */
export function serverRenderMetrics(registry: ReturnType<typeof createObservability>['registry']) {
  return {
    renders: new Counter({
      name: 'ssr_renders_total',
      help: 'Server renders by outcome: rendered, browser (not rendered here: no language, a loader failed), error',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Time a server render took (data loaders included)',
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    cache: new Counter({
      name: 'ssr_page_cache_total',
      help: 'Micro-cache lookups of rendered pages by result: hit, stale (answered, refreshed behind), shared (waited for a render in flight), miss, off',
      labelNames: ['result'],
      registers: [registry],
    }),
  };
}
