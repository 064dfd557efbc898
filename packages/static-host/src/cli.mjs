#!/usr/bin/env node
// Serves a remote's built folder: `academy-static-host [dir] [--port N]` (PORT env wins).
// Env: API_URL (the API origin its standalone page may call; CSP connect-src), TRUST_PROXY
// (proxies whose X-Forwarded-Proto is believed, for HSTS), METRICS_TOKEN (set: /metrics needs it),
// DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (the drain on SIGTERM), ASSET_ARCHIVE_DIR (the shared
// folder earlier builds' hashed assets stay in, see build-archive.mjs; ASSET_ARCHIVE_KEEP builds, 5).
// Traces: started by its preload (src/preload.mjs) when OTEL_* env asks for them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cliOptions } from './cli-options.mjs';
import { archiveBuild, createObservability, createSecurityHeaders, createStaticHost, listen } from './index.mjs';

const { port, dir, unit } = cliOptions();
const index = path.join(dir, 'index.html');
const securityHeaders = createSecurityHeaders({
  connectOrigins: process.env.API_URL ? [process.env.API_URL] : [],
  template: existsSync(index) ? readFileSync(index, 'utf8') : '',
  trustProxy: process.env.TRUST_PROXY,
});
const observability = createObservability({ unit });
const archiveDir = process.env.ASSET_ARCHIVE_DIR || undefined;
if (archiveDir) {
  try {
    const keep = Number(process.env.ASSET_ARCHIVE_KEEP ?? 5);
    observability.logger.info({ msg: 'build archived', buildId: archiveBuild({ dir, archiveDir, keep }) });
  } catch (error) {
    // serving this build matters more than keeping the old ones reachable
    observability.logger.warn({ msg: 'build not archived', code: error.code });
  }
}
const server = createStaticHost({
  dir,
  securityHeaders,
  observability,
  archiveDir,
  metricsToken: process.env.METRICS_TOKEN,
});
listen(server, port, unit);
