import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language, LearningPath, PathProgress } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import {
  articleQuizzes,
  articleReads,
  blogs,
  blogTranslations,
  learningPaths,
  pathCertificates,
  quizAttempts,
} from '../../../db/schema/index.ts';

type PathRow = typeof learningPaths.$inferSelect;

/**
 * Learning paths (content/paths/) in the request's language. A step whose article is inactive
 * (removed from content/, or switched off) is left out; a path keeps its order otherwise.
 */
export function learningPathsRepository(db: Db) {
  async function stepsOf(rows: PathRow[], language: Language) {
    const slugs = [...new Set(rows.flatMap((r) => r.content.steps))];
    if (slugs.length === 0) return new Map<string, LearningPath['steps'][number]>();
    const articles = await db
      .select({
        slug: blogs.slug,
        title: blogTranslations.title,
        readingTime: blogs.readingTime,
        exclusive: blogs.exclusive,
        quizSlug: articleQuizzes.slug,
      })
      .from(blogs)
      .innerJoin(blogTranslations, and(eq(blogTranslations.blogId, blogs.id), eq(blogTranslations.language, language)))
      .leftJoin(articleQuizzes, eq(articleQuizzes.blogId, blogs.id))
      .where(and(inArray(blogs.slug, slugs), eq(blogs.active, true), eq(blogs.status, true)));
    return new Map(articles.map((a) => [a.slug, a] as const));
  }

  const toPath = (row: PathRow, language: Language, steps: Map<string, LearningPath['steps'][number]>) => ({
    slug: row.slug,
    title: row.content.title[language],
    summary: row.content.summary[language],
    steps: row.content.steps.flatMap((slug) => steps.get(slug) ?? []),
  });

  return {
    async sitemap(): Promise<Array<{ slug: string; updated_at: string }>> {
      const rows = await db
        .select({ slug: learningPaths.slug, updatedAt: learningPaths.updatedAt })
        .from(learningPaths)
        .orderBy(asc(learningPaths.ranking), asc(learningPaths.slug));
      return rows.map((r) => ({ slug: r.slug, updated_at: r.updatedAt.toISOString() }));
    },

    async list(language: Language): Promise<LearningPath[]> {
      const rows = await db.select().from(learningPaths).orderBy(asc(learningPaths.ranking), asc(learningPaths.slug));
      const steps = await stepsOf(rows, language);
      return rows.map((row) => toPath(row, language, steps));
    },

    async bySlug(slug: string, language: Language): Promise<LearningPath | null> {
      const [row] = await db.select().from(learningPaths).where(eq(learningPaths.slug, slug)).limit(1);
      if (!row) return null;
      return toPath(row, language, await stepsOf([row], language));
    },

    /**
     * The learner's progress on every path: a step is read once its end was reached and its quiz
     * passed by a graded (not practice) finished attempt; done = read and (passed or no quiz);
     * `certificateId` once the learner claimed the path's certificate.
     */
    async progress(userId: number): Promise<PathProgress[]> {
      const paths = await this.list('en');
      const slugs = [...new Set(paths.flatMap((p) => p.steps.map((s) => s.slug)))];
      const read = new Set<string>();
      const passed = new Set<string>();
      if (slugs.length > 0) {
        const reads = await db
          .select({ slug: blogs.slug })
          .from(articleReads)
          .innerJoin(blogs, eq(blogs.id, articleReads.blogId))
          .where(and(eq(articleReads.userId, userId), inArray(blogs.slug, slugs)));
        for (const r of reads) if (r.slug) read.add(r.slug);
        const passes = await db
          .selectDistinct({ slug: blogs.slug })
          .from(quizAttempts)
          .innerJoin(articleQuizzes, eq(articleQuizzes.id, quizAttempts.quizId))
          .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
          .where(
            and(
              eq(quizAttempts.userId, userId),
              eq(quizAttempts.status, 'finished'),
              eq(quizAttempts.passed, true),
              eq(quizAttempts.practice, false),
              inArray(blogs.slug, slugs),
            ),
          );
        for (const p of passes) passed.add(p.slug);
      }
      const claimed = await db
        .select({ slug: pathCertificates.pathSlug, publicId: pathCertificates.publicId })
        .from(pathCertificates)
        .where(eq(pathCertificates.userId, userId));
      const certificateOf = new Map(claimed.map((c) => [c.slug, c.publicId] as const));
      return paths.map((path) => {
        const steps = path.steps.map((s) => ({ slug: s.slug, read: read.has(s.slug), quizPassed: passed.has(s.slug) }));
        const isDone = (s: (typeof steps)[number], hasQuiz: boolean) => s.read && (s.quizPassed || !hasQuiz);
        const done = steps.filter((s, i) => isDone(s, path.steps[i]!.quizSlug !== null));
        const next = steps.find((s, i) => !isDone(s, path.steps[i]!.quizSlug !== null));
        return {
          slug: path.slug,
          steps,
          done: done.length,
          total: steps.length,
          next: next?.slug ?? null,
          certificateId: certificateOf.get(path.slug) ?? null,
        };
      });
    },
  };
}
