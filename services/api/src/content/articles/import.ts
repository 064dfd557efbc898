import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, blogTranslations } from '../../db/schema/index.ts';
import { readingTimeMinutes, searchText, teaser } from '../../lib/text.ts';
import { searchParts, searchVector } from '../../lib/search-vector.ts';
import { dateString, deactivateGone, hashOf, pick, str, upsert, type ImportCounters } from '../rows.ts';
import type { ArticleEntry } from './load.ts';
import { importArticleQuiz } from './quiz-import.ts';
import { languages } from '@academy/contracts';

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
      const parts = (body: string) => searchParts(str(doc.data.title), langTags, str(doc.data.summary), body);
      const publicBody = values.exclusive ? teaser(doc.body) : doc.body;
      return [
        {
          language: lang,
          title: str(doc.data.title),
          summary: str(doc.data.summary),
          body: doc.body,
          searchText: searchable(doc.body),
          publicSearchText: searchable(publicBody),
          // Hashed with the row: a change to how search text is built re-imports every article.
          searchParts: { full: parts(doc.body), public: parts(publicBody) },
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
      for (const { searchParts: parts, ...text } of translations) {
        const tr = { ...text, searchVector: searchVector(parts.full), publicSearchVector: searchVector(parts.public) };
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
    if (article.quiz) await importArticleQuiz(tx, id, article.slug, article.quiz, article.translations, counters);
  }
  await deactivateGone(tx, counters, blogs, articleSlugs, { clearHash: true });
}
