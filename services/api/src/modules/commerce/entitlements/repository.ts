import { and, desc, eq, gt, lte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { subscriptionEntitlements, userSubscriptions, type RewardGrant } from '../../../db/schema/index.ts';

/**
 * What one package (or a grant) adds: the catalogue's fields that matter to entitlements (a
 * reward's or coupon's `RewardGrant`, with the package's slug and name optional).
 */
export type SubscriptionGrant = Omit<RewardGrant, 'packageSlug' | 'packageName'> &
  Partial<Pick<RewardGrant, 'packageSlug' | 'packageName'>>;

/** The spec's "User subscription info" (contracts `userSubscriptionInfoSchema` less `user`). */
export interface SubscriptionInfo {
  active: boolean;
  packageName: string | null;
  startDay: string | null;
  endDay: string | null;
  expiryDate: string | null;
  totalMainQuiz: number;
  usedMainQuiz: number;
  remainingMainQuiz: number;
  totalHint: number;
  usedHint: number;
  remainingHint: number;
  unlimitedExclusive: boolean;
  earnPoints: boolean;
  nftMembershipCard: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const e = subscriptionEntitlements;

/**
 * Subscription entitlements: what a subscriber may do now and how much of it is left.
 * `grant` adds a period (an extension starts at the current end and allowances add up);
 * `spendMainQuiz` / `spendHint` take one unit in one conditional UPDATE. Pass the caller's
 * transaction so the spend commits or rolls back with the attempt that used it.
 */
export function entitlementsRepository(db: Db) {
  return {
    /** Adds a period and its allowances; returns the period row written. */
    async grant(userId: number, grant: SubscriptionGrant, now: Date, tx: DbOrTx = db) {
      if (!Number.isInteger(grant.durationDays) || grant.durationDays <= 0)
        throw new RangeError('durationDays must be positive');
      const days = sql`(${grant.durationDays} * interval '1 day')`;
      const active = sql`${e.periodEnd} > ${now}`;
      const [span] = await tx
        .insert(e)
        .values({
          userId,
          packageName: grant.packageName ?? null,
          periodStart: now,
          periodEnd: new Date(now.getTime() + grant.durationDays * DAY_MS),
          mainQuizTotal: grant.mainQuizCount,
          hintTotal: grant.hintCount,
          unlimitedExclusive: grant.unlimitedExclusive,
          earnPoints: grant.earnPoints,
          nftMembershipCard: grant.nftMembershipCard,
          updatedAt: now,
        })
        // One statement decides "extend" or "start again" from the row as it is now.
        .onConflictDoUpdate({
          target: e.userId,
          set: {
            packageName: sql`excluded.package_name`,
            periodStart: sql`case when ${active} then ${e.periodStart} else excluded.period_start end`,
            periodEnd: sql`case when ${active} then ${e.periodEnd} + ${days} else excluded.period_end end`,
            mainQuizTotal: sql`case when ${active} then ${e.mainQuizTotal} + excluded.main_quiz_total else excluded.main_quiz_total end`,
            mainQuizUsed: sql`case when ${active} then ${e.mainQuizUsed} else 0 end`,
            hintTotal: sql`case when ${active} then ${e.hintTotal} + excluded.hint_total else excluded.hint_total end`,
            hintUsed: sql`case when ${active} then ${e.hintUsed} else 0 end`,
            unlimitedExclusive: sql`(${active} and ${e.unlimitedExclusive}) or excluded.unlimited_exclusive`,
            earnPoints: sql`(${active} and ${e.earnPoints}) or excluded.earn_points`,
            nftMembershipCard: sql`(${active} and ${e.nftMembershipCard}) or excluded.nft_membership_card`,
            updatedAt: now,
          },
        })
        .returning();
      const endsAt = span!.periodEnd;
      const [period] = await tx
        .insert(userSubscriptions)
        .values({
          userId,
          packageSlug: grant.packageSlug ?? null,
          packageName: grant.packageName ?? null,
          startsAt: new Date(endsAt.getTime() - grant.durationDays * DAY_MS),
          endsAt,
          mainQuizCount: grant.mainQuizCount,
          hintCount: grant.hintCount,
          unlimitedExclusive: grant.unlimitedExclusive,
          earnPoints: grant.earnPoints,
          nftMembershipCard: grant.nftMembershipCard,
        })
        .returning();
      return period!;
    },

    /** The current (or last) span; `active` when it covers `now`. */
    async info(userId: number, now: Date, tx: DbOrTx = db): Promise<SubscriptionInfo> {
      const [row] = await tx.select().from(e).where(eq(e.userId, userId)).limit(1);
      if (!row) {
        return {
          active: false,
          packageName: null,
          startDay: null,
          endDay: null,
          expiryDate: null,
          totalMainQuiz: 0,
          usedMainQuiz: 0,
          remainingMainQuiz: 0,
          totalHint: 0,
          usedHint: 0,
          remainingHint: 0,
          unlimitedExclusive: false,
          earnPoints: false,
          nftMembershipCard: false,
        };
      }
      const active = row.periodStart.getTime() <= now.getTime() && now.getTime() < row.periodEnd.getTime();
      return {
        active,
        packageName: row.packageName,
        startDay: row.periodStart.toISOString(),
        endDay: row.periodEnd.toISOString(),
        expiryDate: row.periodEnd.toISOString(),
        totalMainQuiz: row.mainQuizTotal,
        usedMainQuiz: row.mainQuizUsed,
        remainingMainQuiz: active ? row.mainQuizTotal - row.mainQuizUsed : 0,
        totalHint: row.hintTotal,
        usedHint: row.hintUsed,
        remainingHint: active ? row.hintTotal - row.hintUsed : 0,
        unlimitedExclusive: active && row.unlimitedExclusive,
        earnPoints: active && row.earnPoints,
        nftMembershipCard: active && row.nftMembershipCard,
      };
    },

    /** Takes one main quiz from an active allowance; false when none is left (or no subscription). */
    async spendMainQuiz(userId: number, now: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(e)
        .set({ mainQuizUsed: sql`${e.mainQuizUsed} + 1`, updatedAt: now })
        .where(
          and(eq(e.userId, userId), lte(e.periodStart, now), gt(e.periodEnd, now), lt(e.mainQuizUsed, e.mainQuizTotal)),
        )
        .returning({ userId: e.userId });
      return rows.length === 1;
    },

    /** Takes one hint; returns the hints left, or null when none was left (or no subscription). */
    async spendHint(userId: number, now: Date, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx
        .update(e)
        .set({ hintUsed: sql`${e.hintUsed} + 1`, updatedAt: now })
        .where(and(eq(e.userId, userId), lte(e.periodStart, now), gt(e.periodEnd, now), lt(e.hintUsed, e.hintTotal)))
        .returning({ left: sql<number>`${e.hintTotal} - ${e.hintUsed}` });
      return row ? Number(row.left) : null;
    },

    /** Whether exclusive articles are open to this reader now (a visitor, `null`: never). */
    async hasExclusiveAccess(userId: number | null, now: Date, tx: DbOrTx = db): Promise<boolean> {
      if (userId === null) return false;
      const [row] = await tx
        .select({ userId: e.userId })
        .from(e)
        .where(and(eq(e.userId, userId), eq(e.unlimitedExclusive, true), lte(e.periodStart, now), gt(e.periodEnd, now)))
        .limit(1);
      return Boolean(row);
    },

    /** Every period bought or granted, newest first (`detail-all-subscription`). */
    async periods(userId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId))
        .orderBy(desc(userSubscriptions.endsAt), desc(userSubscriptions.id));
    },
  };
}

export type EntitlementsRepository = ReturnType<typeof entitlementsRepository>;
