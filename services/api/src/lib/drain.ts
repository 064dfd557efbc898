import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** `draining`: shutting down (drainAndClose); /ready answers 503 from then on. */
    lifecycle: { draining: boolean };
  }
}

/**
 * Ends a serving process without dropping a request: readiness turns false at once (/ready
 * answers 503, so the load balancer stops sending new requests) while it still serves for
 * `delayMs` (the time a balancer takes to notice), then the server stops accepting, finishes the
 * requests in flight and closes the database (app.close()).
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.lifecycle.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
