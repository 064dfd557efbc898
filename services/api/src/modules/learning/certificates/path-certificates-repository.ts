import { and, eq } from 'drizzle-orm';
import type { PathCertificate } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { learningPaths, pathCertificates } from '../../../db/schema/index.ts';

type NewPathCertificate = typeof pathCertificates.$inferInsert;

const certificateOut = (row: typeof pathCertificates.$inferSelect): PathCertificate => ({
  kind: 'path',
  publicId: row.publicId,
  holderName: row.holderName,
  holderNameSource: row.holderNameSource,
  pathSlug: row.pathSlug,
  title: { en: row.titleEn, th: row.titleTh },
  steps: row.steps,
  issuedAt: row.issuedAt.toISOString(),
});

/** Path certificate rows, answered in the contract's shape (null when there is none). */
export function pathCertificatesRepository(db: Db) {
  return {
    async findOwn(userId: number, slug: string): Promise<PathCertificate | null> {
      const [row] = await db
        .select()
        .from(pathCertificates)
        .where(and(eq(pathCertificates.userId, userId), eq(pathCertificates.pathSlug, slug)))
        .limit(1);
      return row ? certificateOut(row) : null;
    },

    async findPath(slug: string) {
      const [path] = await db.select().from(learningPaths).where(eq(learningPaths.slug, slug)).limit(1);
      return path ?? null;
    },

    /** Inserts the certificate unless the learner holds one of the path already (a concurrent claim). */
    async insertOnce(certificate: NewPathCertificate): Promise<void> {
      await db
        .insert(pathCertificates)
        .values(certificate)
        .onConflictDoNothing({ target: [pathCertificates.userId, pathCertificates.pathSlug] });
    },

    /** The public check: null when no path certificate has this id (it may be a quiz's). */
    async publicCertificate(publicId: string): Promise<PathCertificate | null> {
      const [row] = await db.select().from(pathCertificates).where(eq(pathCertificates.publicId, publicId)).limit(1);
      return row ? certificateOut(row) : null;
    },
  };
}
