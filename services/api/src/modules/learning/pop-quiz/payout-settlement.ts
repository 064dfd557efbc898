import fp from 'fastify-plugin';
import { popQuizServiceOf } from './attempts/index.ts';

/**
 * Tells the payout worker (commerce) what a pop quiz KKUB payout's end does to the try: paid ->
 * completed; refused -> completed with the KKUB's worth in points (attempts/rewards.ts).
 */
export default fp(
  async (app) => {
    const play = popQuizServiceOf(app);
    app.payouts.settleWith('pop-quiz', {
      paid: async (job, tx) => {
        await play.settleKkub(job.popQuizHistoryId!, 'paid', tx);
      },
      refused: async (job, _now, tx) => {
        await play.settleKkub(job.popQuizHistoryId!, 'refused', tx);
      },
    });
  },
  { name: 'pop-quiz-payouts', dependencies: ['payouts', 'repositories'] },
);
