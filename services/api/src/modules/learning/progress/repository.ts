import { sql } from 'drizzle-orm';
import type { LearningProgress } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { pointLedger, popQuizHistories, quizAttempts } from '../../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Asia/Bangkok calendar day of `now`, `YYYY-MM-DD`. */
export function bangkokDay(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Bangkok day (`YYYY-MM-DD`) starts. */
function bangkokDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** `timestamptz` -> its Asia/Bangkok date, the same on PGlite (no tz data needed) and PostgreSQL. */
const bangkokDate = (column: unknown) => sql`((${column} at time zone 'UTC') + interval '7 hours')::date`;

/**
 * Streak and points chart (GET /client/v2/learning-progress), computed in SQL:
 * - active days: a passed graded main quiz (quiz_attempts.finished_at; practice does not count) or a completed pop quiz
 *   (pop_quiz_histories, status 'completed' or 'pending': a won reward still being paid, finished_at;
 *   a practice try does not count either);
 * - streak: gaps and islands over the active days up to today; the run that ends today or
 *   yesterday is the current streak, the longest run is `best`;
 * - points: positive ledger deltas summed per Bangkok day over the 30 days ending today,
 *   zero-filled by generate_series.
 */
export function learningProgressRepository(db: Db) {
  return {
    async progress(userId: number, now: Date, days: number): Promise<LearningProgress> {
      const today = bangkokDay(now);
      const from = new Date(bangkokDayStart(today).getTime() - (days - 1) * DAY_MS);
      const until = new Date(bangkokDayStart(today).getTime() + DAY_MS);

      const streakResult = (await db.execute(sql`
        with active as (
          select ${bangkokDate(quizAttempts.finishedAt)} as day
            from ${quizAttempts}
           where ${quizAttempts.userId} = ${userId}
             and ${quizAttempts.status} = 'finished'
             and ${quizAttempts.passed} = true
             and ${quizAttempts.practice} = false
             and ${quizAttempts.finishedAt} is not null
          union
          select ${bangkokDate(popQuizHistories.finishedAt)} as day
            from ${popQuizHistories}
           where ${popQuizHistories.userId} = ${userId}
             and ${popQuizHistories.status} in ('completed', 'pending')
             and ${popQuizHistories.practice} = false
             and ${popQuizHistories.finishedAt} is not null
        ),
        runs as (
          select day, day - (row_number() over (order by day))::int as grp
            from active
           where day <= ${today}::date
        ),
        islands as (
          select max(day) as last_day, count(*)::int as len from runs group by grp
        )
        select coalesce(max(len), 0)::int as best,
               coalesce(max(len) filter (where last_day >= ${today}::date - 1), 0)::int as streak,
               coalesce(bool_or(last_day = ${today}::date), false) as active_today
          from islands
      `)) as unknown as { rows: Array<{ best: number | string; streak: number | string; active_today: boolean }> };

      const pointsResult = (await db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(l.delta), 0)::int as points
          from (select (${today}::date - g.n) as day from generate_series(0, ${days - 1}) as g(n)) d
          left join ${pointLedger} l
            on l.user_id = ${userId}
           and l.delta > 0
           and l.created_at >= ${from.toISOString()}::timestamptz
           and l.created_at < ${until.toISOString()}::timestamptz
           and ((l.created_at at time zone 'UTC') + interval '7 hours')::date = d.day
         group by d.day
         order by d.day
      `)) as unknown as { rows: Array<{ day: string; points: number | string }> };

      const streak = streakResult.rows[0];
      return {
        today,
        streak: Number(streak?.streak ?? 0),
        best: Number(streak?.best ?? 0),
        activeToday: Boolean(streak?.active_today),
        pointsByDay: pointsResult.rows.map((row) => ({ day: row.day, points: Number(row.points) })),
      };
    },
  };
}
