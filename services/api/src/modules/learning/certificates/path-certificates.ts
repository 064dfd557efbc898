import { and, eq } from 'drizzle-orm';
import type { PathCertificate } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { learningPaths, pathCertificates } from '../../../db/schema/index.ts';
import { appError, notFound } from '../../../lib/app-error.ts';
import { holderOfUser, newPublicId } from './certificate-holder.ts';
import { learningPathsRepository } from '../paths/repository.ts';
import { quizErrors } from '../quiz/workflows/errors.ts';

type Row = typeof pathCertificates.$inferSelect;

const notCompleted = () => appError('PATH_NOT_COMPLETED');

const certificateOut = (row: Row): PathCertificate => ({
  kind: 'path',
  publicId: row.publicId,
  holderName: row.holderName,
  holderNameSource: row.holderNameSource,
  pathSlug: row.pathSlug,
  title: { en: row.titleEn, th: row.titleTh },
  steps: row.steps,
  issuedAt: row.issuedAt.toISOString(),
});

/**
 * Certificates of completed learning paths: claimed by the learner once every step is done (the
 * same progress the path page shows), one per learner and path, and the public check by id.
 */
export function pathCertificatesRepository(db: Db) {
  const paths = learningPathsRepository(db);

  const findOwn = async (userId: number, slug: string) => {
    const [row] = await db
      .select()
      .from(pathCertificates)
      .where(and(eq(pathCertificates.userId, userId), eq(pathCertificates.pathSlug, slug)))
      .limit(1);
    return row ?? null;
  };

  return {
    /** The learner's certificate of the path, once claimed (reads only). */
    async issued(userId: number, slug: string): Promise<PathCertificate> {
      const row = await findOwn(userId, slug);
      if (!row) throw quizErrors.noCertificate();
      return certificateOut(row);
    },

    /** Issues the certificate of a completed path (a second claim, or a concurrent one, finds the first). */
    async claim(userId: number, slug: string, now: Date): Promise<PathCertificate> {
      const existing = await findOwn(userId, slug);
      if (existing) return certificateOut(existing);
      const [path] = await db.select().from(learningPaths).where(eq(learningPaths.slug, slug)).limit(1);
      if (!path) throw notFound();
      const progress = (await paths.progress(userId)).find((p) => p.slug === slug);
      if (!progress || progress.total === 0 || progress.done < progress.total) throw notCompleted();
      const holder = await holderOfUser(db, userId);
      if (!holder) throw quizErrors.name();
      await db
        .insert(pathCertificates)
        .values({
          publicId: newPublicId(),
          userId,
          pathSlug: slug,
          titleEn: path.content.title.en,
          titleTh: path.content.title.th,
          steps: progress.total,
          ...holder,
          issuedAt: now,
        })
        .onConflictDoNothing({ target: [pathCertificates.userId, pathCertificates.pathSlug] });
      const row = await findOwn(userId, slug);
      if (!row) throw notCompleted();
      return certificateOut(row);
    },

    /** The public check: null when no path certificate has this id (it may be a quiz's). */
    async publicCertificate(publicId: string): Promise<PathCertificate | null> {
      const [row] = await db.select().from(pathCertificates).where(eq(pathCertificates.publicId, publicId)).limit(1);
      return row ? certificateOut(row) : null;
    },
  };
}
