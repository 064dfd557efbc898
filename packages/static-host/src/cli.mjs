#!/usr/bin/env node
// Serves a remote's built folder: `academy-static-host [dir] [--port N]` (PORT env wins).
// Env: API_URL (the API origin its standalone page may call; CSP connect-src), TRUST_PROXY
// (proxies whose X-Forwarded-Proto is believed, for HSTS), METRICS_TOKEN (set: /metrics needs it),
// DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (the drain on SIGTERM).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createObservability, createSecurityHeaders, createStaticHost, listen } from './index.mjs';

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
const unit = path.basename(path.dirname(dir));
const observability = createObservability({ unit });
listen(createStaticHost({ dir, securityHeaders, observability, metricsToken: process.env.METRICS_TOKEN }), port, unit);
