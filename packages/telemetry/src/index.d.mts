export type InstrumentationName = 'http' | 'undici' | 'pg' | 'fastify';

export function tracingRequested(env?: Record<string, string | undefined>): boolean;
export function startTracing(options: {
  serviceName: string;
  instrumentations: InstrumentationName[];
}): Promise<boolean>;
export function shutdownTracing(): Promise<void>;
export function traceIdMixin(): { traceId?: string };
