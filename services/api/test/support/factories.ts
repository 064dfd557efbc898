import type { FastifyInstance } from 'fastify';
import { categories, glossaries, sessions } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { hashSessionToken, newSessionToken } from '../../src/lib/session-token.ts';
import type { NewUser, User } from '../../src/modules/account/users/repository.ts';
import type { SubscriptionGrant } from '../../src/modules/commerce/entitlements/repository.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** Inserts a user (verified, password DEFAULT_PASSWORD unless overridden). */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const n = next();
  return app.repositories.users.create({
    email: `user${n}.${process.pid}@example.test`,
    passwordHash: await hashPassword(password),
    name: `Test${n}`,
    surname: 'User',
    emailVerifiedAt: new Date(),
    ...values,
  });
}

/** Inserts a session; returns the clear token. `expiresAt` in the past or `revoked` for dead ones. */
export async function createSession(
  app: FastifyInstance,
  user: Pick<User, 'id'>,
  options: { expiresAt?: Date; revoked?: boolean } = {},
): Promise<{ token: string }> {
  const token = newSessionToken();
  await app.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSessionToken(token),
    // Lifetime and idle timeout are judged on the app's clock: a test whose fake clock stands
    // far from the real time (and moves by days) still has a live session.
    expiresAt: options.expiresAt ?? new Date(app.clock.now().getTime() + 365 * 24 * 60 * 60 * 1000),
    revokedAt: options.revoked ? new Date() : null,
    lastSeenAt: app.clock.now(),
  });
  return { token };
}

export async function createGlossaries(
  app: FastifyInstance,
  rows: Array<Partial<typeof glossaries.$inferInsert> & { tag: string }>,
) {
  return app.db
    .insert(glossaries)
    .values(
      rows.map((row) => ({
        titleEn: row.tag,
        titleTh: `${row.tag} (th)`,
        definitionEn: `Definition of ${row.tag}`,
        definitionTh: `ความหมายของ ${row.tag}`,
        ...row,
      })),
    )
    .returning();
}

export async function createCategories(
  app: FastifyInstance,
  rows: Array<Partial<typeof categories.$inferInsert> & { slug: string }>,
) {
  return app.db
    .insert(categories)
    .values(rows.map((row) => ({ nameEn: row.slug, nameTh: `${row.slug} (th)`, ...row })))
    .returning();
}

/** Gives a user an active subscription (all flags on unless overridden), as a purchase would. */
export async function grantSubscription(
  app: FastifyInstance,
  user: Pick<User, 'id'>,
  grant: Partial<SubscriptionGrant> = {},
  now: Date = app.clock.now(),
) {
  return app.repositories.entitlements.grant(
    user.id,
    {
      packageName: 'Test package',
      durationDays: 30,
      mainQuizCount: 5,
      hintCount: 5,
      unlimitedExclusive: true,
      earnPoints: true,
      nftMembershipCard: false,
      ...grant,
    },
    now,
  );
}
