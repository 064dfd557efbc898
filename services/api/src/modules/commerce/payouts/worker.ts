import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import type { PayoutJobRow } from './repository.ts';
import { runEvery } from '../../../lib/background-job.ts';
import { reconcilePurchases, type ReconcileSummary } from '../subscriptions/purchase-reconcile.ts';

export interface PayoutRunSummary {
  claimed: number;
  completed: number;
  retried: number;
  failed: number;
}

/** What a payout source's own domain does when its payout ends, inside the job's finishing transaction. */
export interface PayoutSettlement {
  paid(job: PayoutJobRow, tx: DbOrTx): Promise<void>;
  refused(job: PayoutJobRow, now: Date, tx: DbOrTx): Promise<void>;
}

export interface PayoutWorker {
  /** Claims the due jobs and works them once (the interval calls it; tests call it directly). */
  runOnce(): Promise<PayoutRunSummary>;
  /** Registers what a pop quiz's KKUB payout settles (the learning domain owns pop quiz tries). */
  settleWith(source: 'pop-quiz', settlement: PayoutSettlement): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutWorker;
    reconcilePurchases: () => Promise<ReconcileSummary>;
  }
}

/** What each source does when its payout ends, inside the job's finishing transaction. */
function settlements(app: FastifyInstance, popQuiz: () => PayoutSettlement) {
  const { redeems } = app.repositories;
  return {
    paid: async (job: PayoutJobRow, tx: DbOrTx) => {
      if (job.source === 'pop-quiz') await popQuiz().paid(job, tx);
    },
    /** A redeem gets its points back; a pop quiz win its KKUB's worth in points. */
    refused: async (job: PayoutJobRow, now: Date, tx: DbOrTx) => {
      if (job.source === 'pop-quiz') await popQuiz().refused(job, now, tx);
      else await redeems.refund(job.redeemId!, now, tx);
    },
  };
}

/**
 * The KKUB payout worker: crypto redeems and pop quiz KKUB rewards leave a `payout_jobs` row in
 * their transaction; this works them through the exchange's idempotent transfer (reference
 * `redeem:<id>` or `pop-quiz-kkub:<history id>`): success -> job and tracking completed (and a
 * pending pop quiz try completed); an outage -> retried later with backoff (never compensated:
 * the transfer may have gone through, and the retry with the same reference finds out); a
 * refusal -> job and tracking failed and, once, in one transaction: a redeem's points refunded,
 * a pop quiz try completed with the KKUB's worth in points instead.
 */
export function payoutWorker(app: FastifyInstance): PayoutWorker {
  const config = app.config;
  let popQuizSettlement: PayoutSettlement | undefined;
  const settle = settlements(app, () => {
    // A wiring mistake (the learning plugin not registered): the job's transaction rolls back and is retried.
    if (!popQuizSettlement) throw new Error('no settlement registered for pop quiz payouts');
    return popQuizSettlement;
  });
  const backoff = (attempts: number) =>
    Math.min(config.PAYOUT_RETRY_MAX_MS, config.PAYOUT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

  async function work(job: PayoutJobRow, summary: PayoutRunSummary) {
    const { payoutJobs, rewardTrackings } = app.repositories;
    const outcome = await app.exchange.transfer({
      toAddress: job.walletAddress,
      amountKkub: job.amountKkub,
      reference: job.reference,
    });
    const now = app.clock.now();
    if (outcome.ok) {
      await app.db.transaction(async (tx) => {
        const done = await payoutJobs.finish(
          tx,
          job,
          { status: 'completed', transferId: outcome.transferId, txHash: outcome.txHash, lastError: null },
          now,
        );
        if (!done) return;
        await rewardTrackings.advance(job.trackingId, 'completed', now, {}, tx);
        await settle.paid(job, tx);
      });
      summary.completed += 1;
      app.log.info(
        { job: job.id, source: job.source, code: 'PAYOUT_COMPLETED', replayed: outcome.replayed },
        'payout completed',
      );
    } else if (outcome.retryable) {
      await payoutJobs.finish(
        app.db,
        job,
        { status: 'pending', nextRunAt: new Date(now.getTime() + backoff(job.attempts)), lastError: outcome.code },
        now,
      );
      summary.retried += 1;
      app.log.warn({ job: job.id, code: outcome.code, attempts: job.attempts }, 'payout will be retried');
    } else {
      await app.db.transaction(async (tx) => {
        const done = await payoutJobs.finish(tx, job, { status: 'failed', lastError: outcome.code }, now);
        if (!done) return;
        await rewardTrackings.advance(job.trackingId, 'failed', now, {}, tx);
        await settle.refused(job, now, tx);
      });
      summary.failed += 1;
      app.log.warn({ job: job.id, source: job.source, code: outcome.code }, 'payout refused; points instead');
    }
  }

  return {
    settleWith(_source, settlement) {
      popQuizSettlement = settlement;
    },
    async runOnce() {
      const summary: PayoutRunSummary = { claimed: 0, completed: 0, retried: 0, failed: 0 };
      // One job per claim: its lease covers that job's transfer alone (a batch claimed at once
      // would hold its last jobs for the sum of the transfers before them).
      for (let n = 0; n < config.PAYOUT_BATCH_SIZE; n++) {
        const [job] = await app.repositories.payoutJobs.claim(app.clock.now(), 1, config.PAYOUT_LEASE_MS);
        if (!job) break;
        summary.claimed += 1;
        try {
          await work(job, summary);
        } catch (error) {
          // The claim's lease runs out and the job is taken again: nothing is lost.
          app.metrics.backgroundFailures.inc({ job: 'payout' });
          app.log.error({ err: error, job: job.id, code: 'PAYOUT_ERROR' }, 'payout job error');
        }
      }
      return summary;
    },
  };
}

/**
 * Starts the background job with the app (every PAYOUT_INTERVAL_MS; 0 = off) and stops it on
 * close: due KKUB payouts, then purchases whose charge answer was lost (subscriptions/purchase-reconcile.ts).
 */
export default fp(
  async (app) => {
    const worker = payoutWorker(app);
    app.decorate('payouts', worker);
    app.decorate('reconcilePurchases', () => reconcilePurchases(app));
    if (app.config.PAYOUT_INTERVAL_MS <= 0) return;
    runEvery(app, {
      job: 'payout-run',
      intervalMs: app.config.PAYOUT_INTERVAL_MS,
      errorCode: 'PAYOUT_ERROR',
      errorMessage: 'payout run failed',
      run: () => worker.runOnce().then(() => reconcilePurchases(app)),
    });
  },
  { name: 'payouts', dependencies: ['config', 'db', 'repositories', 'accounts', 'metrics'] },
);
