import { eq } from 'drizzle-orm';
import type { QuizCertificate, QuizGrade } from '@academy/contracts';
import type { Db, DbOrTx } from '../../../../db/client.ts';
import { articleQuizzes } from '../../../../db/schema/index.ts';
import { holderOfUser, newPublicId } from '../../certificates/certificate-holder.ts';
import { findLastFinished, type AttemptRow } from '../repository/attempts.ts';
import {
  certificateByPublicId,
  certificateOfAttempt,
  insertCertificate,
  type CertificateRow,
} from '../repository/certificates.ts';
import { findPublishedQuiz } from '../repository/quizzes.ts';
import { quizErrors } from '../errors.ts';
import { requirePublishedQuiz } from './guards.ts';

/**
 * The certificate of a passed attempt, issued once (a second call finds the first) with the
 * holder's name of that moment (`holderOf`). None while there is no name to print.
 */
export async function issueCertificate(tx: DbOrTx, attempt: AttemptRow, userId: number, now: Date) {
  const holder = await holderOfUser(tx, userId);
  if (!holder) return null;
  const quiz = await findPublishedQuiz(tx, eq(articleQuizzes.id, attempt.quizId));
  if (!quiz) return null;
  await insertCertificate(tx, {
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
  });
  return certificateOfAttempt(tx, attempt.id);
}

const certificateOut = (row: CertificateRow): QuizCertificate => ({
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
export function quizCertificatesService(db: Db) {
  async function lastGradedPass(userId: number, quizId: number) {
    await requirePublishedQuiz(db, eq(articleQuizzes.id, quizId));
    const pass = await findLastFinished(db, userId, quizId, true);
    if (!pass) throw quizErrors.noCertificate();
    return pass;
  }

  return {
    /** The certificate already issued for the user's last pass of the quiz (reads only; 404 before). */
    async issuedCertificate(userId: number, quizId: number): Promise<QuizCertificate> {
      const row = await certificateOfAttempt(db, (await lastGradedPass(userId, quizId)).id);
      if (!row) throw quizErrors.noCertificate();
      return certificateOut(row);
    },

    /** The certificate of the user's last pass of the quiz, issued now if it waited for a name. */
    async certificate(userId: number, quizId: number, now: Date): Promise<QuizCertificate> {
      const pass = await lastGradedPass(userId, quizId);
      const row = await db.transaction((tx) => issueCertificate(tx, pass, userId, now));
      if (!row) throw quizErrors.name();
      return certificateOut(row);
    },

    async publicCertificate(publicId: string): Promise<QuizCertificate> {
      const row = await certificateByPublicId(db, publicId);
      if (!row) throw quizErrors.noCertificate();
      return certificateOut(row);
    },
  };
}
