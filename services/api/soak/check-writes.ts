import { inArray } from 'drizzle-orm';
import * as schema from '../src/db/schema/index.ts';
import type { Recorded } from './load.ts';
import type { Seeded } from './seed.ts';

/**
 * Every acknowledged write is in the database: favourites in their last acknowledged state,
 * each balance within [acknowledged credits, acknowledged + uncertain] (a request cut off by a
 * fault may or may not have committed: it widens the range instead of counting as lost).
 */
export async function checkWrites(seeded: Seeded, recorded: Recorded) {
  const { db } = seeded;
  let favouritesChecked = 0;
  let favouritesLost = 0;
  const rows = await db
    .select()
    .from(schema.favorites)
    .where(
      inArray(
        schema.favorites.userId,
        seeded.users.map((u) => u.id),
      ),
    );
  const stored = new Map(rows.map((row) => [`${row.userId}:${row.itemId}`, row.status]));
  for (const [key, state] of recorded.favourites) {
    if (state.uncertain || state.status === null) continue;
    favouritesChecked += 1;
    if (stored.get(key) !== state.status) favouritesLost += 1;
  }
  let pointsLost = 0;
  let pointsCreditedAcknowledged = 0;
  const balances = new Map(
    (await db.select({ id: schema.users.id, point: schema.users.point }).from(schema.users)).map((row) => [
      row.id,
      row.point,
    ]),
  );
  for (const [userId, expected] of recorded.points) {
    const actual = balances.get(userId) ?? 0;
    pointsCreditedAcknowledged += expected.acknowledged;
    if (actual < expected.acknowledged || actual > expected.acknowledged + expected.uncertain) pointsLost += 1;
  }
  return {
    favouritesChecked,
    favouritesLost,
    pointsUsersChecked: recorded.points.size,
    pointsLost,
    pointsCreditedAcknowledged,
    quizFinishes: recorded.quizFinishes,
    couponRedeems: recorded.couponRedeems,
  };
}
