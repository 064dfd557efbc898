#!/usr/bin/env node
// Serves a remote's built folder: `academy-static-host [dir] [--port N]` (PORT env wins).
// Env: API_URL (the API origin its standalone page may call; CSP connect-src), TRUST_PROXY
// (proxies whose X-Forwarded-Proto is believed, for HSTS), METRICS_TOKEN (set: /metrics needs it),
// DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (the drain on SIGTERM).
// Traces: started by its preload (src/preload.mjs) when OTEL_* env asks for them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cliOptions } from './cli-options.mjs';
import { createObservability, createSecurityHeaders, createStaticHost, listen } from './index.mjs';

const { port, dir, unit } = cliOptions();
const index = path.join(dir, 'index.html');
const securityHeaders = createSecurityHeaders({
  connectOrigins: process.env.API_URL ? [process.env.API_URL] : [],
  template: existsSync(index) ? readFileSync(index, 'utf8') : '',
  trustProxy: process.env.TRUST_PROXY,
});
const observability = createObservability({ unit });
listen(createStaticHost({ dir, securityHeaders, observability, metricsToken: process.env.METRICS_TOKEN }), port, unit);
