// The shell server's preload (`node --import ./server/tracing.mjs --import tsx server.ts`): traces when the
// standard OTEL_* env asks for them; a server render's API calls carry the page request's trace.
import { startTracing } from '@academy/static-host/tracing';

await startTracing({ serviceName: 'academy-shell', instrumentations: ['http', 'undici'] });
