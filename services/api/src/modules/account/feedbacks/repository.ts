import type { Db } from '../../../db/client.ts';
import { feedbacks } from '../../../db/schema/index.ts';

export function feedbacksRepository(db: Db) {
  return {
    async create(values: {
      userId: number | null;
      topic: 'content-request' | 'feedback';
      message: string;
      createdAt: Date;
    }) {
      const [row] = await db.insert(feedbacks).values(values).returning();
      return row as typeof feedbacks.$inferSelect;
    },
  };
}
