import type { PathCertificate } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { appError, notFound } from '../../../lib/app-error.ts';
import type { learningPathsRepository } from '../paths/repository.ts';
import { quizErrors } from '../quiz/errors.ts';
import { holderOfUser, newPublicId } from './certificate-holder.ts';
import type { pathCertificatesRepository } from './path-certificates-repository.ts';

const notCompleted = () => appError('PATH_NOT_COMPLETED');

/**
 * Certificates of completed learning paths: claimed by the learner once every step is done (the
 * same progress the path page shows), one per learner and path.
 */
interface Dependencies {
  learningPaths: ReturnType<typeof learningPathsRepository>;
  pathCertificates: ReturnType<typeof pathCertificatesRepository>;
}

export function pathCertificatesService(db: Db, deps: Dependencies) {
  const { learningPaths: paths, pathCertificates: certificates } = deps;

  return {
    /** The learner's certificate of the path, once claimed (reads only). */
    async issued(userId: number, slug: string): Promise<PathCertificate> {
      const certificate = await certificates.findOwn(userId, slug);
      if (!certificate) throw quizErrors.noCertificate();
      return certificate;
    },

    /** Issues the certificate of a completed path (a second claim, or a concurrent one, finds the first). */
    async claim(userId: number, slug: string, now: Date): Promise<PathCertificate> {
      const existing = await certificates.findOwn(userId, slug);
      if (existing) return existing;
      const path = await certificates.findPath(slug);
      if (!path) throw notFound();
      const progress = (await paths.progress(userId)).find((p) => p.slug === slug);
      if (!progress || progress.total === 0 || progress.done < progress.total) throw notCompleted();
      const holder = await holderOfUser(db, userId);
      if (!holder) throw quizErrors.name();
      await certificates.insertOnce({
        publicId: newPublicId(),
        userId,
        pathSlug: slug,
        titleEn: path.content.title.en,
        titleTh: path.content.title.th,
        steps: progress.total,
        ...holder,
        issuedAt: now,
      });
      const certificate = await certificates.findOwn(userId, slug);
      if (!certificate) throw notCompleted();
      return certificate;
    },
  };
}
