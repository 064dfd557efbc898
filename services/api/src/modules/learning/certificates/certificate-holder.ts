import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CertificateNameSource } from '@academy/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** A certificate's public id: random and unguessable (it is the public verification URL). */
export const newPublicId = () => randomBytes(18).toString('base64url');

const fullName = (first: unknown, last: unknown) =>
  [first, last]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');

/**
 * The name a certificate carries: an identity-verified learner's from the exchange's KYC (the
 * prefill, else the exchange profile, as linked), so no profile edit can issue one in another
 * name; anyone else's is the profile name as typed, marked as such. Null: no name to print yet.
 */
export function holderOf(user: {
  name: string | null;
  surname: string | null;
  kycStatus: string;
  bkNext: Record<string, unknown> | null;
}): { holderName: string; holderNameSource: CertificateNameSource } | null {
  if (user.kycStatus === 'verified' && user.bkNext) {
    const prefill = (user.bkNext.prefill ?? {}) as Record<string, unknown>;
    const kycName =
      fullName(prefill.firstName, prefill.lastName) || fullName(user.bkNext.firstName, user.bkNext.lastName);
    if (kycName) return { holderName: kycName, holderNameSource: 'kyc' };
  }
  if (!user.name?.trim()) return null;
  return { holderName: fullName(user.name, user.surname), holderNameSource: 'learner' };
}

/** The name a learner's certificate would carry now (`holderOf` of their row), null without one. */
export async function holderOfUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ name: users.name, surname: users.surname, kycStatus: users.kycStatus, bkNext: users.bkNext })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? holderOf(user) : null;
}
