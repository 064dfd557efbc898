import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export const PASSWORD = 'Soak!pass1';

/**
 * Straight into the database: `users` KYC-verified users, 30 articles, three one-question free
 * quizzes and five point coupons. The pool stays open for the check of the writes.
 */
export async function seedSoak(databaseUrl: string, users: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = drizzle({ client: pool, schema });
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const userRows = await db
    .insert(schema.users)
    .values(
      Array.from({ length: users }, (_, i) => ({
        email: `soak-${i}@example.test`,
        passwordHash,
        emailVerifiedAt: now,
        kycStatus: 'verified',
        name: `Soak ${i}`,
      })),
    )
    .returning({ id: schema.users.id, email: schema.users.email });
  const blogRows = await db
    .insert(schema.blogs)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        slug: `soak-article-${i}`,
        readingTime: 1 + (i % 9),
        tags: ['soak', i % 2 ? 'defi' : 'bitcoin'],
        exclusive: false,
      })),
    )
    .returning({ id: schema.blogs.id, slug: schema.blogs.slug });
  await db.insert(schema.blogTranslations).values(
    blogRows.map((blog, i) => ({
      blogId: blog.id,
      language: 'en',
      title: `Soak article ${i} about ${i % 2 ? 'decentralised finance' : 'bitcoin wallets'}`,
      summary: `Summary ${i}`,
      body: `Body of article ${i}. `.repeat(40) + (i % 2 ? 'liquidity pools and yield' : 'seed phrases and keys'),
    })),
  );
  const quizRows = await db
    .insert(schema.articleQuizzes)
    .values(
      blogRows.slice(0, 3).map((blog, i) => ({
        blogId: blog.id,
        slug: blog.slug,
        rewardPoints: 7 + i,
        questions: [
          {
            slug: 'only-question',
            correct: [0],
            en: { question: `Question ${i}?`, choices: ['a', 'b', 'c', 'd'], hint: 'h', explanation: 'e' },
            th: { question: `คำถาม ${i}?`, choices: ['ก', 'ข', 'ค', 'ง'], hint: 'h', explanation: 'e' },
          },
        ],
      })),
    )
    .returning({ id: schema.articleQuizzes.id, rewardPoints: schema.articleQuizzes.rewardPoints });
  const couponRows = await db
    .insert(schema.coupons)
    .values(
      [11, 13, 17, 19, 23].map((points, i) => ({
        code: `SOAK${i}CODE`,
        points,
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
        usageLimit: 1_000_000,
      })),
    )
    .returning({ code: schema.coupons.code, points: schema.coupons.points });
  return { pool, db, users: userRows, blogs: blogRows, quizzes: quizRows, coupons: couponRows };
}

export type Seeded = Awaited<ReturnType<typeof seedSoak>>;
