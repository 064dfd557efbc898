import { z } from 'zod';

/**
 * Learning paths (content/paths/<slug>.yaml; GET /client/paths) and reading progress
 * (POST /client/v2/reading/:slug/...; GET /client/v2/paths/progress). A path is an ordered list
 * of articles; a step is done for a learner once the article is read (its end was reached) and
 * its main quiz passed (graded, not practice).
 */
const bilingual = z.object({ en: z.string().trim().min(1).max(300), th: z.string().trim().min(1).max(300) });
export const pathSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case words joined by hyphens')
  .max(80);

/** One file of content/paths/ as written (content/docs/events-and-paths.md "Learning paths"). */
export const learningPathContentSchema = z
  .object({
    ranking: z.number().int().min(0).max(1000),
    title: bilingual,
    summary: bilingual,
    /** Article slugs, in reading order, each once. */
    steps: z.array(pathSlugSchema).min(2).max(12),
  })
  .strict();
export type LearningPathContent = z.infer<typeof learningPathContentSchema>;

/** A step as the API answers it, in the request's language (active articles only). */
export const learningPathStepSchema = z.object({
  slug: z.string(),
  title: z.string(),
  readingTime: z.number().int(),
  exclusive: z.boolean(),
  /** The article's main quiz (paths.quiz), null when it has none. */
  quizSlug: z.string().nullable(),
});
export const learningPathSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  steps: z.array(learningPathStepSchema),
});
export type LearningPath = z.infer<typeof learningPathSchema>;
export type LearningPathStep = z.infer<typeof learningPathStepSchema>;

/** A signed-in learner's progress on one article. */
export const stepProgressSchema = z.object({
  slug: z.string(),
  read: z.boolean(),
  quizPassed: z.boolean(),
});
/** GET /client/v2/paths/progress: per path, each step's progress and the next step not done. */
export const pathProgressSchema = z.object({
  slug: z.string(),
  steps: z.array(stepProgressSchema),
  /** Steps read with their quiz passed (or without a quiz). */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The first step not done; null once the path is complete. */
  next: z.string().nullable(),
  /** The public id of the learner's certificate of this path, once claimed. */
  certificateId: z.string().nullable().default(null),
});
export type PathProgress = z.infer<typeof pathProgressSchema>;

/** How far down an article the learner is, in percent of its length (0-100). */
export const readingPositionRequestSchema = z.object({ position: z.number().min(0).max(100) }).strict();
/** GET /client/v2/reading/:slug: where to resume and whether it counts as read. */
export const readingStateSchema = z.object({
  slug: z.string(),
  position: z.number(),
  readAt: z.string().nullable(),
});
export type ReadingState = z.infer<typeof readingStateSchema>;

/** How many recently read articles the profile's reading tab lists. */
export const READING_RECENT_LIMIT = 5;
const readCountSchema = z.object({ read: z.number().int().nonnegative(), total: z.number().int().nonnegative() });
/**
 * GET /client/v2/reading: the signed-in learner's reading in the request's language: the last
 * articles read (newest first) and read-of-total per category and for the whole catalogue.
 * Exclusive articles count; no body is sent.
 */
export const readingStatsSchema = z.object({
  recent: z.array(z.object({ slug: z.string(), title: z.string(), readAt: z.string() })),
  categories: z.array(readCountSchema.extend({ slug: z.string(), name: z.string() })),
  catalogue: readCountSchema,
});
export type ReadingStats = z.infer<typeof readingStatsSchema>;
