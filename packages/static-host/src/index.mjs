import http from 'node:http';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { shutdownTracing } from '@academy/telemetry';
import { archivedFile, CONTENT_HASHED, sendArchived } from './build-archive.mjs';
import { createObservability, requestKind } from './observability.mjs';
import { createSecurityHeaders } from './security.mjs';

export { cameOverHttps, clientAddress, createSecurityHeaders, scriptHash, trustedProxies } from './security.mjs';
export { Counter, Histogram, createObservability } from './observability.mjs';
export { archiveBuild } from './build-archive.mjs';

const NEVER_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|[^/]+\.json)$/;

/** Cache policy: entries and manifests revalidate every time, content-hashed chunks never. */
export function cacheControlFor(pathname) {
  if (CONTENT_HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  if (NEVER_CACHE.test(pathname)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * A static server for one deploy unit.
 * @param {object} options
 * @param {string} options.dir             built folder
 * @param {string} [options.basePath]      URL prefix the files live under ('/' or '/_app/')
 * @param {(req: http.IncomingMessage) => (PageAnswer|Promise<PageAnswer>)} [options.renderPage]
 *        answers every GET that is not a file (the SPA fallback): the HTML, or `{ status, html,
 *        scriptHashes, origins }` (e.g. 404 for an unknown path; `scriptHashes` allow the inline
 *        scripts the server put into the page, `origins` the remotes it alone loads from; `location`
 *        with a 3xx status: a redirect within the site). An answer object given again (a cached
 *        page) is gzipped once.
 *        Without it: dir/index.html.
 * @param {Record<string, () => unknown>} [options.jsonRoutes]  extra JSON documents by path
 * @param {(req: http.IncomingMessage, res: http.ServerResponse, page?: { scriptHashes?: string[], origins?: string[] }) => void} [options.securityHeaders]
 *        sets CSP, Referrer-Policy, nosniff, HSTS ... on every response (see security.mjs).
 *        Default: a policy of 'self' only.
 * @param {ReturnType<typeof createObservability>} [options.observability]  request ids, JSON
 *        access log, /metrics (observability.mjs). Default: one for a unit named `static-host`.
 * @param {string} [options.metricsToken]  set: /metrics needs `Authorization: Bearer <token>`
 * @param {string} [options.archiveDir]  the shared folder of earlier builds (build-archive.mjs): a
 *        content-hashed file this build does not have is answered from there
 * @typedef {string | { status: number, html: string, scriptHashes?: string[], origins?: string[], location?: string }} PageAnswer
 */
export function createStaticHost({
  dir,
  basePath = '/',
  renderPage,
  jsonRoutes = {},
  securityHeaders = createSecurityHeaders(),
  observability = createObservability({ unit: 'static-host' }),
  metricsToken,
  archiveDir,
}) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    single: !renderPage,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const compress = compression();

  const server = http.createServer((req, res) => {
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://host');
      observability.observe(req, res, requestKind(url.pathname, basePath));
      securityHeaders(req, res);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        });
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
        return res.end();
      }
      // draining (SIGTERM, see listen): not ready, the balancer sends nothing new; still serving
      if (url.pathname === '/healthz')
        return sendJson(res, { status: server.draining ? 'draining' : 'ok' }, server.draining ? 503 : 200);
      if (url.pathname === '/metrics') return sendMetrics(req, res, observability, metricsToken);
      const json = jsonRoutes[url.pathname];
      if (json) return sendJson(res, json());

      const underBase = basePath === '/' || url.pathname.startsWith(basePath);
      if (underBase) {
        return files(req, res, () => {
          const archived = archiveDir && archivedFile(archiveDir, url.pathname.slice(basePath.length));
          if (archived) return sendArchived(req, res, archived, cacheControlFor(url.pathname));
          return fallback(req, res, url, { basePath, renderPage, securityHeaders });
        });
      }
      return fallback(req, res, url, { basePath, renderPage, securityHeaders });
    });
  });
  server.observability = observability;
  return server;
}

async function sendMetrics(req, res, observability, token) {
  if (token && req.headers.authorization !== `Bearer ${token}`) {
    res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Unauthorized');
  }
  const body = await observability.metricsText();
  res.writeHead(200, { 'Content-Type': observability.registry.contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** Gzipped bodies of answer objects seen before (a page cache hands out the same object). */
const gzipped = new WeakMap();
function gzipOnce(answer) {
  let body = gzipped.get(answer);
  if (!body) gzipped.set(answer, (body = gzipSync(answer.html)));
  return body;
}

async function fallback(req, res, url, { basePath, renderPage, securityHeaders }) {
  const looksLikeFile = /\.[a-z0-9]+$/i.test(url.pathname);
  if (!renderPage || (looksLikeFile && url.pathname.startsWith(basePath) && basePath !== '/')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  try {
    const answer = await renderPage(req);
    if (typeof answer === 'string') return sendPage(req, res, 200, answer);
    if (answer.scriptHashes?.length || answer.origins?.length)
      securityHeaders(req, res, { scriptHashes: answer.scriptHashes, origins: answer.origins });
    // only a path of this site (never `//host`): a page cannot send the reader elsewhere
    if (answer.location && /^\/(?![/\\])/.test(answer.location)) res.setHeader('Location', answer.location);
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // Set before the compression middleware looks: it leaves an encoded body alone.
      const body = gzipOnce(answer);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', body.length);
      return sendPage(req, res, answer.status, body);
    }
    return sendPage(req, res, answer.status, answer.html);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Server error');
  }
}

function sendPage(req, res, status, body) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(res, body, status = 200) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
}

/**
 * Listen, and on SIGINT/SIGTERM drain: /healthz answers 503 at once while the server goes on
 * serving for `drainDelayMs` (DRAIN_DELAY_MS, the time a balancer takes to notice; 0 locally, 5000
 * in the images), then it stops
 * accepting, finishes the requests in flight and exits 0 (1 if they take over `shutdownTimeoutMs`).
 */
export function listen(
  server,
  port,
  label,
  {
    drainDelayMs = Number(process.env.DRAIN_DELAY_MS ?? 0),
    shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  } = {},
) {
  const log = server.observability?.logger ?? console;
  server.listen(port, () => {
    const bound = server.address().port;
    log.info({ msg: `${label} listening on http://localhost:${bound}`, port: bound });
  });
  const stop = (signal) => {
    if (server.draining) return;
    server.draining = true;
    log.info({ msg: 'draining', signal, drainDelayMs });
    setTimeout(() => {
      // the spans still queued are sent before the process exits (a no-op without tracing)
      server.close(() => shutdownTracing().finally(() => process.exit(0)));
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    }, drainDelayMs).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
