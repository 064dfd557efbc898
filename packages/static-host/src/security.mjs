// Security headers of every frontend deploy unit (the shell's server and each remote's static
// host): a Content-Security-Policy that allows exactly 'self', the origins the unit names (remotes,
// API) and its own inline scripts (by hash: the template's, and those a server injects into a page),
// `frame-ancestors 'none'`, Referrer-Policy, nosniff, and HSTS only when the request came over
// https (TLS on this socket, or `X-Forwarded-Proto: https` from a proxy listed in TRUST_PROXY).
import { createHash } from 'node:crypto';
import proxyaddr from 'proxy-addr';

/** The origin of a URL (`https://api.example`), or null for a relative or broken one. */
export function originOf(url) {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The `'sha256-…'` source that allows one inline script with exactly this text. */
export const scriptHash = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** `'sha256-…'` sources for every inline script of a trusted page template (a built index.html). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body.trim()) hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/**
 * The policy text.
 * @param {object} options
 * @param {string[]} [options.origins]        other origins the page loads code, styles, images and data from (remotes)
 * @param {string[]} [options.connectOrigins] origins reached only by fetch/XHR and images (API)
 * @param {string[]} [options.scriptHashes]   `'sha256-…'` of the inline scripts the page may run
 */
export function contentSecurityPolicy({ origins = [], connectOrigins = [], scriptHashes = [] } = {}) {
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const code = ["'self'", ...origins];
  const data = [...code, ...connectOrigins];
  return [
    `default-src 'self'`,
    `script-src ${list(code, scriptHashes)}`,
    // MUI/emotion inject <style> elements at run time, and the server sets the theme as a style
    // attribute on <html>: styles are the one place inline is allowed (no script can run from CSS).
    `style-src ${list(code, "'unsafe-inline'")}`,
    `img-src ${list(data, 'data:', 'blob:')}`,
    `font-src ${list(code, 'data:')}`,
    `connect-src ${list(data)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Which proxies may tell us the original protocol: TRUST_PROXY is a comma-separated list of
 * addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`), or a hop
 * count (as the API reads it). Unset, `0` or `false`: none. (`true`, "trust everyone", is refused: anyone could claim https.)
 */
export function trustedProxies(value) {
  const text = String(value ?? '').trim();
  if (!text || text === 'false') return () => false;
  if (text === 'true')
    throw new Error('TRUST_PROXY=true is not accepted: list the proxy addresses (e.g. "loopback" or "10.0.0.0/8")');
  // a hop count, like the API's TRUST_PROXY: the nearest N peers are proxies
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_addr, i) => i < hops;
  }
  return proxyaddr.compile(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** The client's address: the peer, or what trusted proxies say in X-Forwarded-For. */
export function clientAddress(req, trust) {
  return proxyaddr(req, trust);
}

/** Whether the browser reached us over https: TLS on this socket, or a trusted proxy says so. */
export function cameOverHttps(req, trust) {
  if (req.socket?.encrypted) return true;
  const peer = req.socket?.remoteAddress;
  if (!peer || !trust(peer, 0)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return proto === 'https';
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the security headers on a response.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ csp: string, trust: (addr: string, i: number) => boolean }} options
 */
export function setSecurityHeaders(req, res, { csp, trust }) {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (cameOverHttps(req, trust)) res.setHeader('Strict-Transport-Security', HSTS);
}

/**
 * The headers of one unit, from its env: `(req, res, { scriptHashes, origins })`. `scriptHashes` adds
 * the hashes of the scripts a server injected into this response's page (see `scriptHash`),
 * `origins` the remote origins this page alone loads from (a remote the runtime registry moved). Hashes,
 * not a per-response nonce, so a rendered page with its headers can be cached and sent as is.
 * @param {object} options
 * @param {string[]} [options.origins]         remote origins (scripts, styles, data)
 * @param {string[]} [options.connectOrigins]  API origin (data and images)
 * @param {string} [options.template]          the page template whose inline scripts are allowed
 * @param {string} [options.trustProxy]        TRUST_PROXY
 */
export function createSecurityHeaders({ origins = [], connectOrigins = [], template = '', trustProxy } = {}) {
  const policy = {
    origins: origins.map(originOf).filter(Boolean),
    connectOrigins: connectOrigins.map(originOf).filter(Boolean),
    scriptHashes: inlineScriptHashes(template),
  };
  const trust = trustedProxies(trustProxy);
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, page?: { scriptHashes?: string[], origins?: string[] }) => void} */
  const apply = (req, res, { scriptHashes = [], origins: pageOrigins = [] } = {}) => {
    const csp = contentSecurityPolicy({
      ...policy,
      origins: [...new Set([...policy.origins, ...pageOrigins.map(originOf).filter(Boolean)])],
      scriptHashes: [...policy.scriptHashes, ...scriptHashes],
    });
    setSecurityHeaders(req, res, { csp, trust });
  };
  return apply;
}
