/** Starts the exchange sandbox: `node --import ./src/tracing.mjs --import tsx src/server.ts` (PORT, HOST, CLIENT_ID, ...). */
import { shutdownTracing } from '@academy/telemetry';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = buildApp({ config, logger: process.env.LOG_LEVEL !== 'silent' });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => shutdownTracing().then(() => process.exit(0)),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `[exchange-sandbox] ${config.publicUrl} (client ${config.clientId}, redirect URIs ${config.redirectUris.join(' ')})`,
  );
} catch (err) {
  console.error(err);
  process.exit(1);
}
