// The API's preload (`node --import ./src/tracing.mjs --import tsx src/server.ts`): traces when
// the standard OTEL_* env asks for them (@academy/telemetry), set up before the API's modules load.
import { startTracing } from '@academy/telemetry';

await startTracing({ serviceName: 'academy-api', instrumentations: ['http', 'undici', 'pg', 'fastify'] });
