// The static host CLI's preload (`node --import <static-host>/src/preload.mjs <static-host>/src/cli.mjs dist`):
// traces of its requests when the standard OTEL_* env asks for them (@academy/telemetry), named
// academy-<unit> unless OTEL_SERVICE_NAME says otherwise.
import { startTracing } from '@academy/telemetry';
import { cliOptions } from './cli-options.mjs';

await startTracing({ serviceName: `academy-${cliOptions().unit}`, instrumentations: ['http'] });
