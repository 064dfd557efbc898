// The exchange sandbox's preload (`node --import ./src/tracing.mjs --import tsx src/server.ts`):
// with the standard OTEL_* env set, the API's calls to it continue their trace here.
import { startTracing } from '@academy/telemetry';

await startTracing({ serviceName: 'academy-exchange-sandbox', instrumentations: ['http', 'fastify'] });
