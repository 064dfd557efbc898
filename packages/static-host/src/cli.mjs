#!/usr/bin/env node
// Serves a remote's built folder: `academy-static-host [dir] [--port N]` (PORT env wins).
// Env: API_URL (the API origin its standalone page may call; CSP connect-src), TRUST_PROXY
// (proxies whose X-Forwarded-Proto is believed, for HSTS).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecurityHeaders, createStaticHost, listen } from './index.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = Number(process.env.PORT ?? (portFlag >= 0 ? args[portFlag + 1] : 8080));
const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist');
const index = path.join(dir, 'index.html');
const securityHeaders = createSecurityHeaders({
  connectOrigins: process.env.API_URL ? [process.env.API_URL] : [],
  template: existsSync(index) ? readFileSync(index, 'utf8') : '',
  trustProxy: process.env.TRUST_PROXY,
});
listen(createStaticHost({ dir, securityHeaders }), port, path.basename(path.dirname(dir)));
