import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  articleQuizzes,
  blogTranslations,
  blogs,
  categories,
  type QuizPhysicalReward,
  type QuizQuestionContent,
} from '../../src/db/schema/index.ts';

let sequence = 0;

export interface QuizFixture {
  /** Questions; question i has choices a..d (4) and `correct[i]` (default [0]). */
  questions?: number;
  correct?: number[][];
  exclusive?: boolean;
  rewardPoints?: number;
  physicalReward?: QuizPhysicalReward | null;
  title?: string;
  categorySlug?: string;
  publishedAt?: Date;
}

/** An active article with its main quiz, written straight to the database. */
export async function createQuiz(app: FastifyInstance, fixture: QuizFixture = {}) {
  sequence += 1;
  const slug = `quiz-article-${sequence}-${process.pid}`;
  const n = fixture.questions ?? 10;
  let categoryId: number | null = null;
  if (fixture.categorySlug) {
    const [existing] = await app.db.select().from(categories).where(eq(categories.slug, fixture.categorySlug));
    categoryId =
      existing?.id ??
      (
        await app.db
          .insert(categories)
          .values({ slug: fixture.categorySlug, nameEn: fixture.categorySlug, nameTh: `${fixture.categorySlug} (th)` })
          .returning()
      )[0]!.id;
  }
  const [blog] = await app.db
    .insert(blogs)
    .values({
      slug,
      categoryId,
      difficulty: 'BEGINNER',
      readingTime: 3,
      exclusive: fixture.exclusive ?? false,
      active: true,
      status: true,
      ...(fixture.publishedAt ? { publishedAt: fixture.publishedAt } : {}),
    })
    .returning();
  const title = fixture.title ?? `Quiz article ${sequence}`;
  await app.db.insert(blogTranslations).values([
    { blogId: blog!.id, language: 'en', title, summary: 'Summary', body: 'Body' },
    { blogId: blog!.id, language: 'th', title: `${title} (th)`, summary: 'สรุป', body: 'เนื้อหา' },
  ]);
  const questions: QuizQuestionContent[] = Array.from({ length: n }, (_, i) => ({
    correct: fixture.correct?.[i] ?? [0],
    en: {
      question: `Question ${i + 1}?`,
      choices: ['a', 'b', 'c', 'd'],
      hint: `Hint ${i + 1}`,
      explanation: `Because ${i + 1}`,
    },
    th: {
      question: `คำถาม ${i + 1}?`,
      choices: ['ก', 'ข', 'ค', 'ง'],
      hint: `ใบ้ ${i + 1}`,
      explanation: `เพราะ ${i + 1}`,
    },
  }));
  const [quiz] = await app.db
    .insert(articleQuizzes)
    .values({
      blogId: blog!.id,
      slug,
      rewardPoints: fixture.rewardPoints ?? 50,
      questions,
      physicalReward: fixture.physicalReward ?? null,
    })
    .returning();
  return { blog: blog!, quiz: quiz!, slug, title };
}

/** What an edit of the quiz's questions does (the importer bumps `version`). */
export async function bumpQuizVersion(app: FastifyInstance, quizId: number) {
  await app.db
    .update(articleQuizzes)
    .set({ version: sql`${articleQuizzes.version} + 1` })
    .where(eq(articleQuizzes.id, quizId));
}
