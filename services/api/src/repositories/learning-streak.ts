import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LearningStreak } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { popQuizHistories, quizAttempts } from '../db/schema/index.ts';

/** Asia/Bangkok is UTC+7 all year (no daylight saving), so a day is a fixed offset from UTC. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (at: Date) => Math.floor((at.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The learning streak: days in a row with a passed main quiz or a completed pop quiz. */
export function learningStreakRepository(db: Db) {
  return {
    async streak(userId: number, now: Date): Promise<LearningStreak> {
      // One row per Bangkok day with activity (the database does the bucketing, not the client).
      const bucket = (column: typeof popQuizHistories.finishedAt | typeof quizAttempts.finishedAt) =>
        sql<number>`floor((extract(epoch from ${column}) * 1000 + ${BANGKOK_OFFSET_MS}) / ${DAY_MS})::int`;
      const pop = await db
        .selectDistinct({ day: bucket(popQuizHistories.finishedAt) })
        .from(popQuizHistories)
        .where(
          and(
            eq(popQuizHistories.userId, userId),
            inArray(popQuizHistories.status, ['completed', 'pending']),
            isNotNull(popQuizHistories.finishedAt),
          ),
        );
      const main = await db
        .selectDistinct({ day: bucket(quizAttempts.finishedAt) })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.passed, true), isNotNull(quizAttempts.finishedAt)));
      const days = [...new Set([...pop, ...main].map((row) => Number(row.day)))].sort((a, b) => a - b);
      const today = dayNumber(now);
      const active = new Set(days.filter((d) => d <= today));
      let longest = 0;
      let run = 0;
      let previous: number | null = null;
      for (const day of days) {
        if (day > today) break;
        run = previous !== null && day === previous + 1 ? run + 1 : 1;
        longest = Math.max(longest, run);
        previous = day;
      }
      let current = 0;
      for (let day = active.has(today) ? today : today - 1; active.has(day); day -= 1) current += 1;
      return {
        current,
        longest,
        activeToday: active.has(today),
        lastActiveDay: previous === null ? null : dayString(previous),
      };
    },
  };
}
