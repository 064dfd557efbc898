import { z } from 'zod';
import { certificateNameSources, quizCertificateSchema } from './quiz';

/**
 * GET|POST /client/v2/paths/{slug}/certificate: the learner's certificate of a completed learning
 * path (every step read to its end with its quiz passed), one per learner and path.
 */
export const pathCertificateSchema = z.object({
  kind: z.literal('path'),
  publicId: z.string(),
  holderName: z.string(),
  holderNameSource: z.enum(certificateNameSources),
  pathSlug: z.string(),
  title: z.object({ en: z.string(), th: z.string() }),
  /** How many steps the path had when it was completed. */
  steps: z.number().int().positive(),
  issuedAt: z.string(),
});
export type PathCertificate = z.infer<typeof pathCertificateSchema>;

/**
 * GET /client/certificates/{publicId}: public, nothing private (no user id, no email). A quiz's
 * certificate (`kind` quiz; the API always sends it, a body without it is read as a quiz's, as
 * before paths had certificates) or a learning path's (`kind` path).
 */
export const publicCertificateSchema = z.union([
  pathCertificateSchema,
  quizCertificateSchema.extend({ kind: z.literal('quiz').default('quiz') }),
]);
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
