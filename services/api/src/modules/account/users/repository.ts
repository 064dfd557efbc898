import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async create(values: NewUser): Promise<User> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.trim().toLowerCase() })
        .returning();
      return row as User;
    },

    async findById(id: number): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
  };
}
