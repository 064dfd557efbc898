import http from 'node:http';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { createSecurityHeaders } from './security.mjs';

export { createSecurityHeaders, scriptHash } from './security.mjs';

const NEVER_CACHE = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|[^/]+\.json)$/;
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpg|webp)$/;

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
 *        scriptHashes }` (e.g. 404 for an unknown path; `scriptHashes` allow the inline scripts the
 *        server put into the page). An answer object given again (a cached page) is gzipped once.
 *        Without it: dir/index.html.
 * @param {Record<string, () => unknown>} [options.jsonRoutes]  extra JSON documents by path
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => string} [options.securityHeaders]
 *        sets CSP, Referrer-Policy, nosniff, HSTS ... on every response (see security.mjs).
 *        Default: a policy of 'self' only.
 * @typedef {string | { status: number, html: string, scriptHashes?: string[] }} PageAnswer
 */
export function createStaticHost({
  dir,
  basePath = '/',
  renderPage,
  jsonRoutes = {},
  securityHeaders = createSecurityHeaders(),
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

  return http.createServer((req, res) => {
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://host');
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
      if (url.pathname === '/healthz') return sendJson(res, { status: 'ok' });
      const json = jsonRoutes[url.pathname];
      if (json) return sendJson(res, json());

      const underBase = basePath === '/' || url.pathname.startsWith(basePath);
      if (underBase) {
        return files(req, res, () => fallback(req, res, url, { basePath, renderPage, securityHeaders }));
      }
      return fallback(req, res, url, { basePath, renderPage, securityHeaders });
    });
  });
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
    if (answer.scriptHashes?.length) securityHeaders(req, res, { scriptHashes: answer.scriptHashes });
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

function sendJson(res, body) {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
}

/** Listen and stop cleanly on SIGINT/SIGTERM. */
export function listen(server, port, label) {
  server.listen(port, () => console.log(`${label} listening on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}
