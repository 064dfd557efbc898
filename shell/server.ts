// The shell's production server: static files under /_app/, /robots.txt, /sitemap.xml,
// /remotes.json, /sw.js, and for every other path the page (server-rendered when it can be) with the
// runtime config (the remotes' builds from the runtime registry), the colour scheme from the
// `theme` cookie and the page's meta tags (from the head the page's route names in the render).
// Its parts are in server/: runtime-config, remote-registry, page-remotes, meta, shell-page,
// server-render, page-answer, sitemap, page-cache and page-cache-key.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownPath } from '@academy/contracts/route-match';
import ports from '@academy/contracts/ports';
import {
  cameOverHttps,
  clientAddress,
  createObservability,
  createSecurityHeaders,
  createStaticHost,
  listen,
  scriptHash,
  trustedProxies,
} from '@academy/static-host';
import { schemeOfThemeCookie, schemeOnlyCookie } from '@academy/ui/theme-cookie';
import { notFoundMeta, pageMeta } from './server/meta.ts';
import { createMicroCache } from './server/page-cache.ts';
import { pageCacheKey } from './server/page-cache-key.ts';
import { isSiteRedirect, redirectAnswer } from './server/redirect-answer.ts';
import {
  canaryBucketOf,
  canaryCookie,
  hasCanary,
  newCanaryBucket,
  pageRemotes,
  serverRemoteUrl,
} from './server/page-remotes.ts';
import { createRemoteRegistry, registryRefreshMsFromEnv, type RemoteRegistry } from './server/remote-registry.ts';
import {
  configScript,
  publicSiteUrlFromEnv,
  runtimeConfigFromEnv,
  serverApiUrlFromEnv,
  serverRemotesFromEnv,
} from './server/runtime-config.ts';
import {
  loadServerRenderer,
  serverRenderMetrics,
  type RenderAnswer,
  type Rendered,
  type ServerRenderer,
} from './server/server-render.ts';
import type { PageAnswer, PageSetup } from './server/page-answer.ts';
import { builtPage } from './server/built-page.ts';
import { renderShellPage, startsOnIntent } from './server/shell-page.ts';
import { renderRobots, renderSitemap } from './server/sitemap.ts';
import { answerThemeChoice, THEME_CHOICE_PATH } from './server/theme-choice.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const dist = path.resolve(process.env.SHELL_DIST ?? path.join(here, 'dist'));

/** The shell's HTTP server: pages with meta tags, /sitemap.xml, /robots.txt, and the static files. */
export function createShellServer({
  template,
  env = process.env,
  fetchImpl = globalThis.fetch,
  dir = dist,
  renderer = null,
  observability = createObservability({ unit: 'shell' }),
  registry = null,
}: {
  template: string;
  env?: Record<string, string | undefined>;
  fetchImpl?: typeof fetch;
  dir?: string;
  renderer?: ServerRenderer | null;
  observability?: ReturnType<typeof createObservability>;
  registry?: { read(): Promise<RemoteRegistry> } | null;
}) {
  const config = runtimeConfigFromEnv(env);
  const built = builtPage(template);
  const trust = trustedProxies(env.TRUST_PROXY);
  // what the server's own API calls carry of the request they serve (server/forwarded.mjs)
  const forwarded = (req: IncomingMessage & { id?: string }) => ({
    requestId: req.id,
    forwardedFor: clientAddress(req, trust),
  });
  const loaderTimeoutMs = Number(env.SSR_LOADER_TIMEOUT_MS ?? 3000);
  const ssrMetrics = serverRenderMetrics(observability.registry);
  const siteUrl = publicSiteUrlFromEnv(env);
  // The server may reach the API at another address than browsers do (inside docker-compose).
  const serverApiUrl = serverApiUrlFromEnv(config, env);
  // CSP: 'self', the remotes and the API; inline scripts by hash (the template's and what we inject).
  const securityHeaders = createSecurityHeaders({
    origins: Object.values(config.remotes),
    connectOrigins: [config.apiUrl],
    template,
    trustProxy: env.TRUST_PROXY,
  });
  const envServerRemotes = serverRemotesFromEnv(config, env);
  const serverSiteUrl = env.SERVER_SITE_URL?.replace(/\/+$/, '');
  const manifestTtlMs = Number(env.SSR_REMOTE_MANIFEST_TTL_MS ?? 5000);
  // The remotes' runtime registry (server/remote-registry.mjs): read again every few seconds.
  const remoteRegistry = (registry ??= createRemoteRegistry({
    apiUrl: serverApiUrl,
    fetchImpl,
    refreshMs: registryRefreshMsFromEnv(env.REMOTE_REGISTRY_REFRESH_MS),
    logger: observability.logger,
  }));
  // The canary bucket of a request that came without one (given its cookie in this response).
  const newBuckets = new WeakMap<IncomingMessage, number>();
  /**
   * The remotes this request's page uses (server/page-remotes.mjs): its runtime config (the
   * remotes' URLs and build ids, all the browser loads), where the server reaches them, the
   * config script's hash, and the origins the CSP must allow for them.
   */
  async function pageSetup(req: IncomingMessage): Promise<PageSetup> {
    const bucket = canaryBucketOf(req.headers.cookie) ?? newBuckets.get(req);
    const { remotes, builds } = pageRemotes(config.remotes, await remoteRegistry.read(), bucket);
    const pageConfig = { ...config, remotes, remoteBuilds: builds };
    const serverRemotes = Object.fromEntries(
      Object.entries(remotes).map(([name, url]) => [
        name,
        serverRemoteUrl(url, {
          envUrl: config.remotes[name]!,
          envServerUrl: envServerRemotes[name],
          siteUrl,
          serverSiteUrl,
        }),
      ]),
    );
    return {
      config: pageConfig,
      serverRemotes,
      scriptHashes: [scriptHash(configScript(pageConfig))],
      origins: Object.values(remotes),
      // the builds are part of a cached page's identity: a canary's page is kept apart
      cacheKeySuffix: Object.values(remotes).join(' '),
    };
  }
  const microCache = createMicroCache<PageAnswer>({
    ttlMs: Number(env.SSR_CACHE_TTL_MS ?? 2000),
    staleMs: Number(env.SSR_CACHE_STALE_MS ?? 10000),
    max: Number(env.SSR_CACHE_MAX_PAGES ?? 500),
    keepable: (answer) => !answer.remoteFailed,
    onLookup: (result) => ssrMetrics.cache.inc({ result }),
  });
  async function renderFresh(req: IncomingMessage, setup: PageSetup): Promise<RenderAnswer> {
    const timer = ssrMetrics.duration.startTimer();
    try {
      const result = await renderer!.render({
        url: new URL(req.url ?? '/', 'http://localhost').href,
        // Only the theme: a render never sees the API's session cookie (same host, other port
        // locally), so it stays anonymous and fit for the micro-cache below.
        cookie: schemeOnlyCookie(req.headers.cookie),
        apiUrl: serverApiUrl,
        runtimeConfig: setup.config,
        remotes: setup.serverRemotes,
        manifestTtlMs,
        // its API calls carry the request's id and the learner's address (the API trusts this
        // server as a proxy), and give up after SSR_LOADER_TIMEOUT_MS: the browser renders then
        request: { ...forwarded(req), timeoutMs: loaderTimeoutMs },
      });
      const answered = result?.kind === 'page' || isSiteRedirect(result) ? result : null;
      ssrMetrics.renders.inc({ outcome: answered ? 'rendered' : 'browser' });
      return answered;
    } catch (error) {
      ssrMetrics.renders.inc({ outcome: 'error' });
      observability.logger.error({
        msg: 'server render failed: the browser renders the page',
        requestId: (req as IncomingMessage & { id?: string }).id,
        path: new URL(req.url ?? '/', 'http://localhost').pathname,
        err: error instanceof Error ? error.message : String(error),
      });
      return null;
    } finally {
      timer();
    }
  }
  /** The shell page for `pathname`, with the server render (and its route's head) when there is one. */
  function pageAnswer(req: IncomingMessage, setup: PageSetup, pathname: string, rendered: Rendered | null): PageAnswer {
    const onIntent = Boolean(rendered) && startsOnIntent(pathname);
    const { scriptHashes, origins } = setup;
    const html = renderShellPage(built, setup.config, {
      pathname,
      cookie: req.headers.cookie,
      meta: pageMeta(pathname, { siteUrl, head: rendered?.head ?? null, apiUrl: config.apiUrl }),
      // a route without a head (a remote built before heads): the title React rendered
      title: !rendered?.head && rendered?.title ? rendered.title : null,
      // A page that starts its app on the reader's first input (boot-on-intent.ts) preloads
      // nothing: its remote's code may never be needed.
      preloadRemote: !rendered || (!onIntent && !rendered.state.failed?.length),
      rendered,
      onIntent,
    });
    if (!rendered) return { status: 200, html, scriptHashes, origins };
    const remoteFailed = Boolean(rendered.state.failed?.length);
    return { status: rendered.status, html, scriptHashes, origins, remoteFailed };
  }
  const server = createStaticHost({
    dir,
    basePath: '/_app/',
    securityHeaders,
    renderPage: async (req: IncomingMessage): Promise<PageAnswer> => {
      const pathname = new URL(req.url ?? '/', 'http://host').pathname;
      const setup = await pageSetup(req);
      if (!isKnownPath(pathname)) {
        return {
          status: 404,
          html: renderShellPage(built, setup.config, {
            pathname,
            cookie: req.headers.cookie,
            meta: notFoundMeta(pathname),
          }),
          scriptHashes: setup.scriptHashes,
          origins: setup.origins,
        };
      }
      const plainPage = async () => pageAnswer(req, setup, pathname, null);
      if (!renderer || req.method !== 'GET') return plainPage();
      // Every server render is anonymous (the session is the API's cookie, read by the browser
      // after hydration; the renderer gets the theme alone): the finished page (headers' hashes
      // included) is kept per path, the query parameters the page reads, language (in the path)
      // and theme, and the remotes' builds.
      const pageKey = pageCacheKey(req.url ?? '/', schemeOfThemeCookie(req.headers.cookie) ?? '');
      const key = pageKey === null ? null : `${pageKey} ${setup.cacheKeySuffix}`;
      const renderPage = async (): Promise<PageAnswer | null> => {
        const rendered = await renderFresh(req, setup);
        if (rendered?.kind === 'redirect') return redirectAnswer(rendered);
        return rendered ? pageAnswer(req, setup, pathname, rendered) : null;
      };
      const answer = key === null ? await renderPage() : await microCache(key, renderPage);
      return answer ?? plainPage();
    },
    observability,
    metricsToken: env.METRICS_TOKEN,
  });
  // The service worker (web-app.cjs builds it into /_app/) answers at the root, so its scope is
  // the whole site; never cached by the browser, so a new build's worker is found at the next load.
  const serviceWorkerFile = path.join(dir, '_app/sw.js');
  const serviceWorker = existsSync(serviceWorkerFile) ? readFileSync(serviceWorkerFile) : null;
  const serveStatic = server.listeners('request')[0] as (req: IncomingMessage, res: ServerResponse) => void;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://host');
    const send = (type: string, body: string | Buffer | null, cacheControl = 'public, max-age=300') => {
      securityHeaders(req, res);
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cacheControl });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const read = req.method === 'GET' || req.method === 'HEAD';
    const ownPaths = ['/robots.txt', '/sitemap.xml', '/remotes.json', ...(serviceWorker ? ['/sw.js'] : [])];
    const own = read && ownPaths.includes(pathname);
    // answered here, not by the static host: given a request id, logged and counted here
    if (own) observability.observe(req, res, pathname === '/sw.js' ? 'asset' : 'page');
    if (own && pathname === '/sw.js') return send('text/javascript; charset=utf-8', serviceWorker, 'no-cache');
    if (pathname === THEME_CHOICE_PATH) {
      observability.observe(req, res, 'page');
      securityHeaders(req, res);
      return void answerThemeChoice(req, res);
    }
    if (own && pathname === '/robots.txt') return send('text/plain; charset=utf-8', renderRobots(siteUrl));
    if (own && pathname === '/sitemap.xml') {
      return void renderSitemap({ apiUrl: serverApiUrl, siteUrl, fetchImpl, request: forwarded(req) }).then((xml) =>
        send('application/xml; charset=utf-8', xml),
      );
    }
    if (own && pathname === '/remotes.json') {
      return void withCanaryBucket(req, res).then(() =>
        pageSetup(req).then(({ config: { remotes } }) =>
          // this learner's builds now (the registry and their canary bucket): not kept
          send('application/json; charset=utf-8', JSON.stringify(remotes), 'no-store'),
        ),
      );
    }
    const page = read && !pathname.startsWith('/_app/') && !['/healthz', '/metrics'].includes(pathname);
    if (!page) return serveStatic(req, res);
    return void withCanaryBucket(req, res).then(() => serveStatic(req, res));
  });
  /**
   * While a canary is live, a learner without a bucket gets one (random, on a cookie) before
   * the page is chosen, so this page and the next use the same builds.
   */
  async function withCanaryBucket(req: IncomingMessage, res: ServerResponse) {
    if (canaryBucketOf(req.headers.cookie) !== undefined || !hasCanary(await remoteRegistry.read())) return;
    const bucket = newCanaryBucket();
    newBuckets.set(req, bucket);
    res.setHeader('Set-Cookie', canaryCookie(bucket, { secure: cameOverHttps(req, trust) }));
  }
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const template = readFileSync(path.join(dist, '_app/index.html'), 'utf8');
  const renderer = await loadServerRenderer({ file: path.join(dist, 'server/render.js') });
  if (!renderer) console.log('shell: server rendering off (SSR=off or dist/server/render.js not built)');
  listen(createShellServer({ template, renderer }), Number(process.env.PORT ?? ports.shell), 'shell');
}
