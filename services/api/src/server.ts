import closeWithGrace from 'close-with-grace';
import { shutdownTracing } from '@academy/telemetry';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { SchemaBehindError } from './db/client.ts';
import { drainAndClose } from './lib/drain.ts';

/** Exit code of a configuration the API refuses (EX_CONFIG of sysexits.h). */
const EXIT_CONFIG = 78;
/** Exit code of a database the release step has not migrated for this build yet (EX_TEMPFAIL). */
const EXIT_SCHEMA_BEHIND = 75;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`academy api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(EXIT_CONFIG);
}
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config });
} catch (error) {
  if (!(error instanceof SchemaBehindError)) throw error;
  // a replica of a new build started before its release step: the orchestrator retries it
  console.error(`academy api: ${error.message}`);
  process.exit(EXIT_SCHEMA_BEHIND);
}

// SIGINT/SIGTERM: readiness false, serve on for DRAIN_DELAY_MS, then stop accepting, finish the
// requests in flight and close the database (PGlite must be closed or its data dir may be left
// inconsistent); SHUTDOWN_TIMEOUT_MS caps it all. An uncaught error closes at once.
closeWithGrace({ delay: config.DRAIN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
  if (err) {
    app.log.error({ err }, 'closing because of an error');
    await app.close();
  } else {
    app.log.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS }, 'draining');
    await drainAndClose(app, config.DRAIN_DELAY_MS);
  }
  // the spans still queued (the last requests') are sent before the process exits
  await shutdownTracing();
});

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
