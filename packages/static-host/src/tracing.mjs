// Tracing for the shell's server preload (shell/server/tracing.mjs), reached through this package:
// the shell's image carries static-host's dependencies, not its own (see the Dockerfile's shell stage).
export { startTracing } from '@academy/telemetry';
