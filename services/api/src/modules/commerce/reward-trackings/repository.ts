import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  rewardTrackings,
  type DeliveryAddress,
  type RewardTrackingKind,
  type RewardTrackingSource,
  type RewardTrackingStatus,
} from '../../../db/schema/index.ts';

export type RewardTrackingRow = typeof rewardTrackings.$inferSelect;

export interface NewRewardTracking {
  userId: number;
  source: RewardTrackingSource;
  /** The redeem's, the quiz attempt's or the pop quiz history's id. */
  sourceId: number;
  kind: RewardTrackingKind;
  rewardNameEn: string;
  rewardNameTh: string;
  points?: number;
  amountKkub?: number | null;
  walletAddress?: string | null;
}

/** Where each kind starts: crypto waits for its payout, physical for an address, subscription is done at once. */
export const INITIAL_TRACKING_STATUS: Record<RewardTrackingKind, RewardTrackingStatus> = {
  crypto: 'pending',
  physical: 'waiting-address',
  subscription: 'completed',
};

/** The one allowed step into each status (business-rules.md, reward tracking statuses). */
const PREVIOUS_STATUS: Partial<Record<RewardTrackingStatus, RewardTrackingStatus>> = {
  completed: 'pending',
  failed: 'pending',
  preparing: 'waiting-address',
  shipped: 'preparing',
  delivered: 'shipped',
};

const historyEntry = (status: RewardTrackingStatus, now: Date) =>
  sql`${rewardTrackings.history} || jsonb_build_array(jsonb_build_object('status', ${status}::text, 'at', ${now.toISOString()}::text))`;

/**
 * Reward trackings: one row per reward on its way to a user (a redeem or a main quiz pass).
 * Every status change is one conditional UPDATE from the one status it may follow, and
 * appends to `history`, so two racing operators (or a job and an operator) cannot both move it.
 */
export function rewardTrackingsRepository(db: Db) {
  return {
    /** Inserts a tracking in its kind's first status. Pass the transaction that earned the reward. */
    async create(tx: DbOrTx, input: NewRewardTracking, now: Date): Promise<RewardTrackingRow> {
      const status = INITIAL_TRACKING_STATUS[input.kind];
      const [row] = await tx
        .insert(rewardTrackings)
        .values({
          userId: input.userId,
          source: input.source,
          sourceId: input.sourceId,
          kind: input.kind,
          status,
          rewardNameEn: input.rewardNameEn,
          rewardNameTh: input.rewardNameTh,
          points: input.points ?? 0,
          amountKkub: input.amountKkub ?? null,
          walletAddress: input.walletAddress ?? null,
          history: [{ status, at: now.toISOString() }],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    /** One of the user's own trackings, or null (someone else's is null too). */
    async findForUser(userId: number, id: number, tx: DbOrTx = db): Promise<RewardTrackingRow | null> {
      const [row] = await tx
        .select()
        .from(rewardTrackings)
        .where(and(eq(rewardTrackings.id, id), eq(rewardTrackings.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number, tx: DbOrTx = db): Promise<RewardTrackingRow | null> {
      const [row] = await tx.select().from(rewardTrackings).where(eq(rewardTrackings.id, id)).limit(1);
      return row ?? null;
    },

    /** The tracking written for one source (a redeem's or a quiz attempt's). */
    async findBySource(source: 'redeem' | 'quiz', sourceId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(rewardTrackings)
        .where(and(eq(rewardTrackings.source, source), eq(rewardTrackings.sourceId, sourceId)))
        .limit(1);
      return row ?? null;
    },

    /** The user's trackings, newest first. */
    async listForUser(
      userId: number,
      page: { start: number; limit: number } = { start: 0, limit: 100 },
    ): Promise<{ items: RewardTrackingRow[]; total: number }> {
      const items = await db
        .select()
        .from(rewardTrackings)
        .where(eq(rewardTrackings.userId, userId))
        .orderBy(desc(rewardTrackings.createdAt), desc(rewardTrackings.id))
        .limit(page.limit)
        .offset(page.start);
      const [total] = await db.select({ n: count() }).from(rewardTrackings).where(eq(rewardTrackings.userId, userId));
      return { items, total: Number(total?.n ?? 0) };
    },

    /**
     * The delivery-address form: only the owner, only while `waiting-address`; moves it to
     * `preparing`. Returns the updated row, or null when it is not the user's or not waiting.
     */
    async setAddress(
      userId: number,
      id: number,
      address: DeliveryAddress,
      now: Date,
      tx: DbOrTx = db,
    ): Promise<RewardTrackingRow | null> {
      const [row] = await tx
        .update(rewardTrackings)
        .set({ deliveryAddress: address, status: 'preparing', history: historyEntry('preparing', now), updatedAt: now })
        .where(
          and(
            eq(rewardTrackings.id, id),
            eq(rewardTrackings.userId, userId),
            eq(rewardTrackings.status, 'waiting-address'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * One step along the kind's path (pending -> completed | failed, preparing -> shipped
     * with carrier and number, shipped -> delivered). Returns the updated row, or null when
     * the tracking is not in the status the step follows.
     */
    async advance(
      id: number,
      to: RewardTrackingStatus,
      now: Date,
      extras: { carrier?: string; trackingNumber?: string } = {},
      tx: DbOrTx = db,
    ): Promise<RewardTrackingRow | null> {
      const from = PREVIOUS_STATUS[to];
      if (!from || to === 'preparing') throw new RangeError(`cannot advance a tracking to ${to}`);
      if (to === 'shipped' && (!extras.carrier || !extras.trackingNumber))
        throw new RangeError('shipping needs a carrier and a tracking number');
      const [row] = await tx
        .update(rewardTrackings)
        .set({
          status: to,
          history: historyEntry(to, now),
          updatedAt: now,
          ...(to === 'shipped' ? { carrier: extras.carrier, trackingNumber: extras.trackingNumber } : {}),
        })
        .where(and(eq(rewardTrackings.id, id), inArray(rewardTrackings.status, [from])))
        .returning();
      return row ?? null;
    },
  };
}

export type RewardTrackingsRepository = ReturnType<typeof rewardTrackingsRepository>;
