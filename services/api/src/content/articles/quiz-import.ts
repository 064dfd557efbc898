/**
 * The main-quiz part of the content import (called by importer.ts inside its transaction): an
 * article's quiz.yaml becomes its `article_quizzes` row, the questions (the pool) keyed by slug.
 *
 * When the pool changes (a question added, removed, edited or moved) the quiz's `version` grows.
 * An open attempt is invalidated ("Data has been changed" on its next submit, a fresh draw on
 * its next start) only when one of ITS questions was edited or removed: attempts whose questions
 * are all still in the pool, unchanged, move to the new version with the quiz. Adding a question
 * to a pool therefore never disturbs anyone's attempt.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  articleQuizzes,
  quizAttempts,
  quizRevealedQuestions,
  type QuizAttemptStatus,
  type QuizQuestionContent,
} from '../../db/schema/index.ts';
import { hashOf, SOURCE, sortedKeys, type ImportCounters } from '../rows.ts';
import type { Translations } from '../source-files.ts';
import { sectionAnchors } from './quiz-sections.ts';
import type { QuizFile } from './quiz-load.ts';

const OPEN: QuizAttemptStatus[] = ['inprogress', 'saved'];

// A section (where to re-read) is no change to the question: open attempts that drew it go on.
const questionHash = ({ section: _section, ...q }: QuizQuestionContent) => hashOf(sortedKeys(q));

export async function importArticleQuiz(
  tx: DbOrTx,
  blogId: number,
  slug: string,
  quiz: QuizFile,
  translations: Translations,
  counters: ImportCounters,
): Promise<void> {
  const questions: QuizQuestionContent[] = quiz.questions.map((q) => ({
    slug: q.slug,
    correct: q.correct,
    en: { question: q.en.question, choices: q.en.choices, hint: q.en.hint, explanation: q.en.explanation },
    th: { question: q.th.question, choices: q.th.choices, hint: q.th.hint, explanation: q.th.explanation },
    ...(q.section ? { section: sectionAnchors(q.section, translations) } : {}),
  }));
  const reward = quiz.physicalReward;
  const physicalReward = reward ? { en: reward.en, th: reward.th, aPlusOnly: reward.aPlusOnly === true } : null;
  const values = { blogId, slug, rewardPoints: quiz.rewardPoints, questions, physicalReward };
  const hash = hashOf(values);
  const [existing] = await tx.select().from(articleQuizzes).where(eq(articleQuizzes.blogId, blogId)).limit(1);
  if (!existing) {
    await tx.insert(articleQuizzes).values({ ...values, source: SOURCE, sourceHash: hash });
    counters.created += 1;
    return;
  }
  if (existing.sourceHash === hash) {
    counters.unchanged += 1;
    return;
  }
  const poolChanged = hashOf(sortedKeys(existing.questions)) !== hashOf(sortedKeys(questions));
  const version = poolChanged ? existing.version + 1 : existing.version;
  await tx
    .update(articleQuizzes)
    .set({ ...values, source: SOURCE, sourceHash: hash, version, updatedAt: new Date() })
    .where(eq(articleQuizzes.id, existing.id));
  counters.updated += 1;
  if (!poolChanged) return;
  await carryOverOpenAttempts(tx, existing.id, existing.version, version, questions);
  await recordRevealedBeforePools(tx, existing.id, questions);
}

/** Open attempts on `from` none of whose questions changed move to `to` (the others stay invalid). */
async function carryOverOpenAttempts(
  tx: DbOrTx,
  quizId: number,
  from: number,
  to: number,
  pool: QuizQuestionContent[],
): Promise<void> {
  const a = quizAttempts;
  const current = new Map(pool.map((q) => [q.slug, questionHash(q)]));
  const open = await tx
    .select({ id: a.id, questions: a.questions })
    .from(a)
    .where(and(eq(a.quizId, quizId), eq(a.quizVersion, from), inArray(a.status, OPEN)));
  const unchanged = open
    .filter((attempt) => attempt.questions.every((q) => q.slug && current.get(q.slug) === questionHash(q)))
    .map((attempt) => attempt.id);
  if (unchanged.length === 0) return;
  await tx
    .update(a)
    .set({ quizVersion: to })
    .where(and(inArray(a.id, unchanged), eq(a.quizVersion, from)));
}

/**
 * Attempts finished before pools stored questions without slugs: their results showed these
 * questions too, so a question of the pool whose English text one of them showed counts as
 * revealed to its user (idempotent).
 */
async function recordRevealedBeforePools(tx: DbOrTx, quizId: number, pool: QuizQuestionContent[]): Promise<void> {
  const texts = JSON.stringify(pool.map((q) => ({ slug: q.slug, question: q.en.question })));
  await tx.execute(sql`
    insert into ${quizRevealedQuestions} (user_id, quiz_id, question_slug, attempt_id, revealed_at)
    select a.user_id, a.quiz_id, p.slug, a.id, a.finished_at
      from ${quizAttempts} a
      cross join jsonb_array_elements(a.questions) q
      join jsonb_to_recordset(${texts}::jsonb) as p(slug text, question text) on p.question = q->'en'->>'question'
     where a.quiz_id = ${quizId} and a.status = 'finished' and a.finished_at is not null and q->>'slug' is null
    on conflict do nothing`);
}
