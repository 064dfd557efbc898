import { eq } from 'drizzle-orm';
import type { QuizCertificate, QuizGrade } from '@academy/contracts';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { articleQuizzes, certificates } from '../../../../db/schema/index.ts';
import { holderOfUser, newPublicId } from '../../certificates/certificate-holder.ts';
import { findLastFinished, type AttemptRow } from './attempt-lookups.ts';
import { quizErrors } from './errors.ts';
import { findPublishedQuiz, loadPublishedQuizzes } from './published-quizzes.ts';

/**
 * The certificate of a passed attempt, issued once (a second call finds the first) with the
 * holder's name of that moment (`holderOf`). None while there is no name to print.
 */
export async function issueCertificate(tx: DbOrTx, attempt: AttemptRow, userId: number, now: Date) {
  const holder = await holderOfUser(tx, userId);
  if (!holder) return null;
  const [quiz] = await loadPublishedQuizzes(tx, eq(articleQuizzes.id, attempt.quizId));
  if (!quiz) return null;
  await tx
    .insert(certificates)
    .values({
      publicId: newPublicId(),
      userId,
      quizId: attempt.quizId,
      attemptId: attempt.id,
      quizSlug: quiz.quiz.slug,
      titleEn: quiz.titles.en,
      titleTh: quiz.titles.th,
      grade: attempt.grade ?? 'F',
      score: attempt.score ?? 0,
      ...holder,
      issuedAt: now,
    })
    .onConflictDoNothing({ target: certificates.attemptId });
  const [row] = await tx.select().from(certificates).where(eq(certificates.attemptId, attempt.id)).limit(1);
  return row ?? null;
}

const certificateOut = (row: typeof certificates.$inferSelect): QuizCertificate => ({
  publicId: row.publicId,
  holderName: row.holderName,
  holderNameSource: row.holderNameSource,
  quizSlug: row.quizSlug,
  title: { en: row.titleEn, th: row.titleTh },
  grade: row.grade as QuizGrade,
  score: row.score,
  issuedAt: row.issuedAt.toISOString(),
});

/** Certificates of passed quizzes: the learner's own, and the public check by its id. */
export function quizCertificatesRepository(db: Db) {
  return {
    /** The certificate already issued for the user's last pass of the quiz (reads only; 404 before). */
    async issuedCertificate(userId: number, quizId: number): Promise<QuizCertificate> {
      await findPublishedQuiz(db, eq(articleQuizzes.id, quizId));
      const pass = await findLastFinished(db, userId, quizId, true);
      if (!pass) throw quizErrors.noCertificate();
      const [row] = await db.select().from(certificates).where(eq(certificates.attemptId, pass.id)).limit(1);
      if (!row) throw quizErrors.noCertificate();
      return certificateOut(row);
    },

    /** The certificate of the user's last pass of the quiz, issued now if it waited for a name. */
    async certificate(userId: number, quizId: number, now: Date): Promise<QuizCertificate> {
      await findPublishedQuiz(db, eq(articleQuizzes.id, quizId));
      const pass = await findLastFinished(db, userId, quizId, true);
      if (!pass) throw quizErrors.noCertificate();
      const row = await db.transaction((tx) => issueCertificate(tx, pass, userId, now));
      if (!row) throw quizErrors.name();
      return certificateOut(row);
    },

    async publicCertificate(publicId: string): Promise<QuizCertificate> {
      const [row] = await db.select().from(certificates).where(eq(certificates.publicId, publicId)).limit(1);
      if (!row) throw quizErrors.noCertificate();
      return certificateOut(row);
    },
  };
}
