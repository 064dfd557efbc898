import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceRoot } from '../../src/config.ts';
import { importContent } from '../../src/content/importer.ts';
import { articleQuizzes, blogs, quizAttempts } from '../../src/db/schema/index.ts';
import { createSession, createUser } from './factories.ts';

/** The repository's own content/ (articles, quizzes, paths), imported into the test app. */
export const importRealContent = (app: FastifyInstance) =>
  importContent(app.db, path.join(serviceRoot, '..', '..', 'content'));

export async function learner(app: FastifyInstance) {
  const user = await createUser(app, { kycStatus: 'verified' });
  const { token } = await createSession(app, user);
  return { user, headers: { token: `Bearer ${token}` } };
}

/** A finished attempt at the main quiz of article `slug`, written straight to the table. */
export async function finishedQuiz(
  app: FastifyInstance,
  userId: number,
  slug: string,
  { passed = true, practice = false }: { passed?: boolean; practice?: boolean } = {},
) {
  const [quiz] = await app.db
    .select({ id: articleQuizzes.id })
    .from(articleQuizzes)
    .innerJoin(blogs, eq(blogs.id, articleQuizzes.blogId))
    .where(eq(blogs.slug, slug));
  const at = app.clock.now();
  await app.db.insert(quizAttempts).values({
    userId,
    quizId: quiz!.id,
    quizVersion: 1,
    questions: [],
    status: 'finished',
    total: 10,
    correctCount: passed ? 10 : 2,
    score: passed ? 100 : 20,
    grade: passed ? 'A+' : 'F',
    passed,
    practice,
    startedAt: at,
    updatedAt: at,
    finishedAt: at,
  });
}
