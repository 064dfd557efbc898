import type { FastifyInstance } from 'fastify';

/**
 * A job every replica runs every `intervalMs` once the app is ready: never two runs at once in a
 * process (a slow run skips the next ticks), a failure counted (`background_failures{job}`) and
 * logged with its code, the timer kept from holding the process open, and a run in progress
 * awaited when the app closes. What must happen once across replicas is the job's own claim.
 */
export function runEvery(
  app: FastifyInstance,
  {
    job,
    intervalMs,
    errorCode,
    errorMessage,
    run,
  }: {
    job: string;
    intervalMs: number;
    errorCode: string;
    errorMessage: string;
    run: () => Promise<unknown>;
  },
) {
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = run()
        .catch((error: unknown) => {
          app.metrics.backgroundFailures.inc({ job });
          app.log.error({ err: error, code: errorCode }, errorMessage);
        })
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
