import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.ts';
import { certificates } from '../../../../db/schema/index.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** Inserts the attempt's certificate unless it has one (an attempt has at most one). */
export async function insertCertificate(tx: DbOrTx, values: typeof certificates.$inferInsert): Promise<void> {
  await tx.insert(certificates).values(values).onConflictDoNothing({ target: certificates.attemptId });
}

export async function certificateOfAttempt(tx: DbOrTx, attemptId: number): Promise<CertificateRow | null> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.attemptId, attemptId)).limit(1);
  return row ?? null;
}

export async function certificateByPublicId(tx: DbOrTx, publicId: string): Promise<CertificateRow | null> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.publicId, publicId)).limit(1);
  return row ?? null;
}
