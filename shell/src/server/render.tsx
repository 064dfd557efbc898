// The shell's server render (built for Node into dist/server/render.js by the shell's webpack
// config, loaded by server.ts): one data router with React Router's static handler, the page's
// remote loaded through Module Federation on Node (its server build, dist/server/ of the remote),
// the request's own platform scope (query cache, i18n in the path's language, session, Emotion
// cache), Emotion's critical CSS and the dehydrated query cache for the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { isLanguage, remoteForPath, type RemoteName } from '@academy/contracts';
import { DocumentTitleSink } from '@academy/ui';
import { schemeOfThemeCookie } from '@academy/ui/theme-cookie';
import { createPlatformScope, setPlatformScopeResolver, type PlatformScope } from '@academy/platform';
import '../i18n';
import { AppFrame } from '../app/app-frame';
import { graftedRoutes } from '../app/remotes/graft';
import { routesWith } from '../app/router';
import { headOfMatches } from './route-head';
import { BuildSwitchedError, loadRemoteRoutesOnServer, type RemoteRouteOptions } from './remote-routes';
import type { SsrState } from '../app/ssr-state';
import type { RenderAnswer } from './render-answer';

const storage = new AsyncLocalStorage<PlatformScope>();
setPlatformScopeResolver(() => storage.getStore());

export interface RenderOptions extends RemoteRouteOptions {
  /** The request's absolute URL. */
  url: string;
  cookie?: string;
  /** The API as the server reaches it. */
  apiUrl: string;
  /** The runtime config the page carries (public API URL for asset links, remotes). */
  runtimeConfig?: PlatformScope['runtimeConfig'];
  /** The learner's request as the page's API calls pass it on (its id, address, a timeout). */
  request?: PlatformScope['serverRequest'];
}

export type RenderResult = RenderAnswer<SsrState>;

/** Render to a string once everything (Suspense boundaries included) is ready. */
function renderToHtml(element: ReactNode, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        if (failed) reject(failed);
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline, in place: React outlines a large one (its content after
      // the page, moved into place by an inline script) to paint sooner while streaming; here the
      // page is sent whole, and those scripts would need the CSP's nonce or hash.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), timeoutMs).unref();
  });
}

/**
 * Render one page. Null when the server does not render it (no language in the path: the
 * browser picks one). A remote that cannot be loaded gets the unavailable panel in its area.
 */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const url = new URL(options.url);
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) return null;
  const theme = schemeOfThemeCookie(options.cookie) ?? 'light';
  const remote = remoteForPath(url.pathname) ?? null;
  const failed: RemoteName[] = [];
  let grafted: RouteObject[] = [];
  if (remote) {
    try {
      grafted = graftedRoutes(remote, await loadRemoteRoutesOnServer(remote, options));
    } catch (error) {
      // another build of the remote (a canary's) took its place meanwhile: the browser renders
      if (error instanceof BuildSwitchedError) return null;
      console.warn(`ssr: remote "${remote}" unavailable: ${(error as Error).message}`);
      failed.push(remote);
    }
  }
  const scope = createPlatformScope({
    language,
    theme,
    apiUrl: options.apiUrl,
    runtimeConfig: options.runtimeConfig,
    serverRequest: options.request,
  });
  scope.emotionCache.compat = true; // styles go to the head (critical CSS), not inline in the body
  return storage.run(scope, async () => {
    const handler = createStaticHandler(routesWith(grafted));
    const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    // A loader that threw: the browser renders that page itself (its error element).
    if (context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The page's title belongs in the head, as the one title of the page, so the title before and
    // after hydration is the same: the page's server writes it. The first one rendered names the
    // page (no page renders a title in a Suspense fallback).
    let title: string | null = null;
    const html = await renderToHtml(
      <DocumentTitleSink value={(rendered) => (title ??= rendered)}>
        <AppFrame scope={scope} failed={failed}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </DocumentTitleSink>,
    );
    const styles = createEmotionServer(scope.emotionCache)
      .extractCriticalToChunks(html)
      .styles.filter((chunk) => chunk.css);
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      styles,
      title,
      head: headOfMatches(context.matches, context.loaderData),
      state: {
        queries: dehydrate(scope.queryClient),
        hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        remote,
        failed,
        language,
        theme,
        thaiRuns: scope.thaiRuns?.toState(),
        formats: scope.formats?.toState(),
      },
    };
  });
}

export { resetRemotes } from './remote-routes';
