import { z } from 'zod';

/** Days in the points chart of GET /client/v2/learning-progress (today included). */
export const LEARNING_PROGRESS_DAYS = 30;

/** A calendar day in Asia/Bangkok, `YYYY-MM-DD`. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /client/v2/learning-progress: the signed-in learner's streak and points over the last
 * 30 days. A day (Asia/Bangkok) counts when the learner passed a main quiz or completed a pop
 * quiz on it; the streak is the run of such days ending today or yesterday (0 otherwise) and
 * `best` the longest run ever. `pointsByDay` holds exactly 30 days, oldest first, ending
 * `today`, with the positive point-ledger entries of each day summed (0 when none).
 */
export const learningProgressSchema = z.object({
  today: isoDay,
  streak: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  /** Whether today already counts (the streak is safe until tomorrow). */
  activeToday: z.boolean(),
  pointsByDay: z
    .array(z.object({ day: isoDay, points: z.number().int().nonnegative() }))
    .length(LEARNING_PROGRESS_DAYS),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
