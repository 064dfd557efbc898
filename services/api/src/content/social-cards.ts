import { and, eq } from 'drizzle-orm';
import { coverFormats, coverWidths, type Language } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { blogs, blogTranslations, categories } from '../db/schema/index.ts';
import type { FileStorage } from '../lib/storage.ts';
import { ensureCoverVariant } from '../lib/cover-variants.ts';
import { ensureSocialCard, type CardInput } from '../lib/social-card.ts';
import { categoryNameIn } from '../modules/content/index.ts';

/** What the cards of active articles are drawn from: one per article and translation (all, or one slug's). */
export async function socialCardInputs(db: Db, slug?: string): Promise<CardInput[]> {
  const rows = await db
    .select({
      slug: blogs.slug,
      language: blogTranslations.language,
      title: blogTranslations.title,
      nameEn: categories.nameEn,
      nameTh: categories.nameTh,
    })
    .from(blogs)
    .innerJoin(blogTranslations, eq(blogTranslations.blogId, blogs.id))
    .leftJoin(categories, eq(categories.id, blogs.categoryId))
    .where(and(eq(blogs.active, true), slug === undefined ? undefined : eq(blogs.slug, slug)));
  return rows
    .filter((row) => row.language === 'en' || row.language === 'th')
    .map((row) => {
      const language = row.language as Language;
      return {
        slug: row.slug,
        language,
        title: row.title,
        category:
          row.nameEn === null || row.nameTh === null
            ? null
            : categoryNameIn({ nameEn: row.nameEn, nameTh: row.nameTh }, language),
      };
    });
}

export interface CardsResult {
  /** Cards drawn now (new article, or its title or category changed). */
  drawn: number;
  /** Cards already in storage for what they show. */
  unchanged: number;
  ms: number;
}

/** Draws the missing cards of every active article (a changed one gets a new file name); keeps the rest. */
export async function drawSocialCards(db: Db, storage: FileStorage, slugs?: string[]): Promise<CardsResult> {
  const started = performance.now();
  let inputs = await socialCardInputs(db);
  if (slugs) inputs = inputs.filter((input) => slugs.includes(input.slug));
  let drawn = 0;
  for (const input of inputs) {
    if ((await ensureSocialCard(storage, input)).drawn) drawn += 1;
  }
  return { drawn, unchanged: inputs.length - drawn, ms: Math.round(performance.now() - started) };
}

/**
 * Makes every cover variant (AVIF and WebP at each width) of every active article that storage
 * lacks, so no request has to: the release step runs it once per deploy.
 */
export async function makeCoverVariants(db: Db, storage: FileStorage): Promise<CardsResult> {
  const started = performance.now();
  let drawn = 0;
  let unchanged = 0;
  for (const input of await socialCardInputs(db)) {
    for (const width of coverWidths) {
      for (const format of coverFormats) {
        if ((await ensureCoverVariant(storage, input, width, format)).made) drawn += 1;
        else unchanged += 1;
      }
    }
  }
  return { drawn, unchanged, ms: Math.round(performance.now() - started) };
}
