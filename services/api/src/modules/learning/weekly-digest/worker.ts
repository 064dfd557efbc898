import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../../lib/background-job.ts';
import { sendWeeklyDigests, type WeeklyDigestSummary } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the weekly mail (the interval calls it; tests call it directly). */
    weeklyDigest: { runOnce(): Promise<WeeklyDigestSummary> };
  }
}

const runOnce = (app: FastifyInstance) =>
  sendWeeklyDigests(
    {
      db: app.db,
      mailer: app.mailer,
      siteUrl: app.config.PUBLIC_SITE_URL,
      apiUrl: app.config.PUBLIC_API_URL,
      secret: app.config.EXCHANGE_TOKEN_KEY,
      onSendFailed: (error) =>
        app.log.warn({ code: 'WEEKLY_DIGEST_SEND_FAILED', errorName: (error as Error).name }, 'weekly mail not sent'),
    },
    app.clock.now(),
  );

/**
 * The weekly mail runs in every replica every WEEKLY_DIGEST_INTERVAL_MS (0 = off): each run
 * claims each learner's week in the database (service.ts), so however many
 * replicas run it, a learner gets one mail a week.
 */
export default fp(
  async (app) => {
    app.decorate('weeklyDigest', { runOnce: () => runOnce(app) });
    if (app.config.WEEKLY_DIGEST_INTERVAL_MS <= 0) return;
    runEvery(app, {
      job: 'weekly-digest',
      intervalMs: app.config.WEEKLY_DIGEST_INTERVAL_MS,
      errorCode: 'WEEKLY_DIGEST_ERROR',
      errorMessage: 'weekly mail run failed',
      run: () => runOnce(app),
    });
  },
  { name: 'weekly-digest', dependencies: ['config', 'db', 'mailer', 'accounts', 'metrics'] },
);
