import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

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
 * @param {(req: http.IncomingMessage) => (string|Promise<string>)} [options.renderPage]
 *        answers every GET that is not a file (the SPA fallback). Without it: dir/index.html.
 * @param {Record<string, () => unknown>} [options.jsonRoutes]  extra JSON documents by path
 */
export function createStaticHost({ dir, basePath = '/', renderPage, jsonRoutes = {} }) {
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
      res.setHeader('X-Content-Type-Options', 'nosniff');
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
        return files(req, res, () => fallback(req, res, url, { basePath, renderPage }));
      }
      return fallback(req, res, url, { basePath, renderPage });
    });
  });
}

async function fallback(req, res, url, { basePath, renderPage }) {
  const looksLikeFile = /\.[a-z0-9]+$/i.test(url.pathname);
  if (!renderPage || (looksLikeFile && url.pathname.startsWith(basePath) && basePath !== '/')) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  try {
    const html = await renderPage(req);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : html);
  } catch (error) {
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Server error');
  }
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
