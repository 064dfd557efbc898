import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articleQuizzes, blogs, blogTranslations, type QuizQuestionContent } from '../../db/schema/index.ts';
import { readingTimeMinutes, searchText, teaser } from '../../lib/text.ts';
import { dateString, deactivateGone, hashOf, pick, SOURCE, str, upsert, type ImportCounters } from '../rows.ts';
import type { ArticleEntry, QuizFile } from './load.ts';
import { languages } from '@academy/contracts';

/** Key order does not matter (jsonb read back from the database sorts object keys). */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value;

/**
 * Articles: the blog row and its translations, and its quiz. An article the import created and
 * that is gone from content/ becomes inactive (hash cleared so a come-back re-activates it).
 */
export async function importArticles(
  tx: DbOrTx,
  entries: ArticleEntry[],
  categoryIds: Map<string, number>,
  counters: ImportCounters,
): Promise<void> {
  const articleSlugs: string[] = [];
  for (const article of entries) {
    articleSlugs.push(article.slug);
    const t = article.translations;
    const main = (t.en ?? t.th)!;
    const given = pick(t, 'readingTime');
    const readingTime = typeof given === 'number' ? given : readingTimeMinutes(main.body, t.en ? 'en' : 'th');
    const tags = ((t.en?.data.tags ?? t.th?.data.tags ?? []) as unknown[]).map(str);
    const publishedAt = dateString(pick(t, 'publishedAt'));
    const values = {
      slug: article.slug,
      categoryId: categoryIds.get(str(main.data.category)) ?? null,
      difficulty: str(main.data.difficulty),
      readingTime,
      exclusive: main.data.exclusive === true,
      highlight: pick(t, 'highlight') === true,
      tags,
      active: true,
      status: true,
      ...(publishedAt ? { publishedAt: new Date(`${publishedAt}T00:00:00.000Z`) } : {}),
    };
    const translations = languages.flatMap((lang) => {
      const doc = t[lang];
      if (!doc) return [];
      const langTags = ((doc.data.tags ?? []) as unknown[]).map(str);
      const searchable = (body: string) =>
        searchText(str(doc.data.title), langTags.join(' '), str(doc.data.summary), body);
      return [
        {
          language: lang,
          title: str(doc.data.title),
          summary: str(doc.data.summary),
          body: doc.body,
          searchText: searchable(doc.body),
          publicSearchText: values.exclusive ? searchable(teaser(doc.body)) : searchable(doc.body),
        },
      ];
    });
    const { id, changed } = await upsert(
      tx,
      counters,
      blogs,
      blogs.slug,
      article.slug,
      values,
      hashOf({ values, translations }),
    );
    if (changed) {
      for (const tr of translations) {
        await tx
          .insert(blogTranslations)
          .values({ blogId: id, ...tr })
          .onConflictDoUpdate({
            target: [blogTranslations.blogId, blogTranslations.language],
            set: { ...tr, updatedAt: new Date() },
          });
      }
      await tx.delete(blogTranslations).where(
        and(
          eq(blogTranslations.blogId, id),
          notInArray(
            blogTranslations.language,
            translations.map((tr) => tr.language),
          ),
        ),
      );
    }
    if (article.quiz) await importQuiz(tx, id, article.slug, article.quiz, counters);
  }
  await deactivateGone(tx, counters, blogs, articleSlugs, { clearHash: true });
}

/** The article's quiz; its version grows when the questions change (open attempts see "Data has been changed"). */
async function importQuiz(tx: DbOrTx, blogId: number, slug: string, quiz: QuizFile, counters: ImportCounters) {
  const questions: QuizQuestionContent[] = quiz.questions.map((q) => ({
    correct: q.correct,
    en: { question: q.en.question, choices: q.en.choices, hint: q.en.hint, explanation: q.en.explanation },
    th: { question: q.th.question, choices: q.th.choices, hint: q.th.hint, explanation: q.th.explanation },
  }));
  const reward = quiz.physicalReward;
  const physicalReward = reward ? { en: reward.en, th: reward.th, aPlusOnly: reward.aPlusOnly === true } : null;
  const quizValues = { blogId, slug, rewardPoints: quiz.rewardPoints, questions, physicalReward };
  const [existingQuiz] = await tx.select().from(articleQuizzes).where(eq(articleQuizzes.blogId, blogId)).limit(1);
  const quizHash = hashOf(quizValues);
  if (!existingQuiz) {
    await tx.insert(articleQuizzes).values({ ...quizValues, source: SOURCE, sourceHash: quizHash });
    counters.created += 1;
  } else if (existingQuiz.sourceHash === quizHash) counters.unchanged += 1;
  else {
    const questionsChanged = hashOf(sortedKeys(existingQuiz.questions)) !== hashOf(sortedKeys(questions));
    await tx
      .update(articleQuizzes)
      .set({
        ...quizValues,
        source: SOURCE,
        sourceHash: quizHash,
        version: questionsChanged ? existingQuiz.version + 1 : existingQuiz.version,
        updatedAt: new Date(),
      })
      .where(eq(articleQuizzes.id, existingQuiz.id));
    counters.updated += 1;
  }
}
