/**
 * Idempotent import of content/ into the database (one transaction, all or nothing).
 *
 * - Invalid content (any loadContent error) throws ContentValidationError before anything is written.
 * - Rows are matched by their natural key (slug / type); a row is written only when the hash of
 *   what it is built from changed, so re-running changes nothing (updated_at included).
 * - Rows it creates carry source='content'. An article removed from content/ becomes inactive;
 *   removed glossary terms, guides and pages it created are deleted. Nothing else is touched.
 * - The hash of the whole directory is stored in content_imports; importIfChanged() skips when
 *   it equals the last import's (the API does that at start-up when CONTENT_DIR is set).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  blogs,
  blogTranslations,
  categories,
  contentImports,
  footers,
  getStarts,
  glossaries,
  pages,
  subscriptionPackages,
  rewards,
} from '../db/schema/index.ts';
import { glossaryBucket, LANGS, loadContent, type Doc, type LegalKind, type Translations } from './load.ts';
import { readingTimeMinutes, searchText, teaser } from '../lib/text.ts';
import { hashOf } from './hash.ts';
import { importPopQuizzes } from './pop-quizzes-import.ts';
import { importArticleQuiz } from './quiz-import.ts';
import { drawSocialCards, type CardsResult } from './social-cards.ts';
import type { FileStorage } from '../lib/storage.ts';

export const SOURCE = 'content';
const IMPORT_LOCK = 7_243_001;

export const footerTypeByKind: Record<LegalKind, string> = {
  'terms-and-conditions': 'Terms-Conditions',
  'privacy-policy': 'Privacy-Policy',
  'subscription-terms': 'Terms-Subscriptions',
  'cookies-policy': 'Cookies-Policy',
};

export class ContentValidationError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`content is invalid (${errors.length} problem(s)):\n- ${errors.join('\n- ')}`);
    this.name = 'ContentValidationError';
    this.errors = errors;
  }
}

export interface ImportResult {
  skipped: boolean;
  hash: string;
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  deleted: number;
  /** With `cards`: the social cards drawn and kept (content/social-cards.ts). */
  cards?: CardsResult;
}

/** sha256 over every file's relative path and bytes (sorted), i.e. "did anything change". */
export function hashContentDir(contentDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath ?? (d as unknown as { path: string }).path, d.name))
    .map((file) => path.relative(contentDir, file).split(path.sep).join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(contentDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const dateString = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};
const str = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
const pick = (t: Translations, key: string) => t.en?.data[key] ?? t.th?.data[key];

type Counters = Omit<ImportResult, 'skipped' | 'hash' | 'cards'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContentTable = PgTable & Record<string, any>;

/**
 * Insert or update one row by its key, writing only when `hash` differs from the stored
 * source_hash (or the row is not yet owned by the importer). Returns the row id.
 */
async function upsert(
  tx: DbOrTx,
  counters: Counters,
  table: ContentTable,
  keyColumn: PgColumn,
  key: string,
  values: Record<string, unknown>,
  hash: string,
): Promise<{ id: number; changed: boolean; previous: Record<string, unknown> | null }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyTx = tx as any;
  const [existing] = await anyTx.select().from(table).where(eq(keyColumn, key)).limit(1);
  if (!existing) {
    const [row] = await anyTx
      .insert(table)
      .values({ ...values, source: SOURCE, sourceHash: hash })
      .returning({ id: table.id });
    counters.created += 1;
    return { id: row.id, changed: true, previous: null };
  }
  if (existing.sourceHash === hash && existing.source === SOURCE) {
    counters.unchanged += 1;
    return { id: existing.id, changed: false, previous: existing };
  }
  await anyTx
    .update(table)
    .set({ ...values, source: SOURCE, sourceHash: hash, updatedAt: new Date() })
    .where(eq(table.id, existing.id));
  counters.updated += 1;
  return { id: existing.id, changed: true, previous: existing };
}

/** Delete the rows the importer owns in `table` whose slug is no longer in content/. */
async function deleteGone(tx: DbOrTx, counters: Counters, table: ContentTable, slugs: string[]) {
  const removed = await tx
    .delete(table)
    .where(and(eq(table.source, SOURCE), slugs.length > 0 ? notInArray(table.slug, slugs) : undefined))
    .returning({ id: table.id });
  counters.deleted += removed.length;
}

/**
 * Deactivate the active rows the importer owns in `table` whose slug is no longer in content/.
 * `clearHash` makes a come-back write the row again (and so re-activate it).
 */
async function deactivateGone(
  tx: DbOrTx,
  counters: Counters,
  table: ContentTable,
  slugs: string[],
  { clearHash }: { clearHash: boolean },
) {
  const gone = await tx
    .update(table)
    .set({ active: false, updatedAt: new Date(), ...(clearHash ? { sourceHash: null } : {}) })
    .where(
      and(
        eq(table.source, SOURCE),
        eq(table.active, true),
        slugs.length > 0 ? notInArray(table.slug, slugs) : undefined,
      ),
    )
    .returning({ id: table.id });
  counters.deactivated += gone.length;
}

function bilingual(t: Translations, key: string) {
  return { en: str(t.en?.data[key]), th: str(t.th?.data[key]) };
}
const body = (doc: Doc | undefined) => doc?.body ?? '';

async function importAll(tx: DbOrTx, content: ReturnType<typeof loadContent>, counters: Counters) {
  // Categories (matched by slug; never deleted).
  const categoryIds = new Map<string, number>();
  for (const c of content.categories) {
    const values = {
      slug: c.slug,
      ranking: c.ranking,
      nameEn: c.en.name,
      nameTh: c.th.name,
      descriptionEn: str(c.en.description),
      descriptionTh: str(c.th.description),
    };
    const [existing] = await tx.select().from(categories).where(eq(categories.slug, c.slug)).limit(1);
    if (!existing) {
      const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
      categoryIds.set(c.slug, row!.id);
      counters.created += 1;
    } else {
      categoryIds.set(c.slug, existing.id);
      const same = (Object.keys(values) as Array<keyof typeof values>).every((k) => existing[k] === values[k]);
      if (same) counters.unchanged += 1;
      else {
        await tx.update(categories).set(values).where(eq(categories.id, existing.id));
        counters.updated += 1;
      }
    }
  }

  // Articles: blog row + translations (+ quiz).
  const articleSlugs: string[] = [];
  for (const article of content.articles) {
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
    const translations = LANGS.flatMap((lang) => {
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
    if (article.quiz) await importArticleQuiz(tx, id, article.slug, article.quiz, counters);
  }
  // Articles it created and that are gone: inactive (hash cleared so a come-back re-activates).
  await deactivateGone(tx, counters, blogs, articleSlugs, { clearHash: true });

  // Glossary.
  const glossarySlugs: string[] = [];
  for (const term of content.glossary) {
    glossarySlugs.push(term.slug);
    const values = {
      slug: term.slug,
      tag: term.en.term,
      titleEn: term.en.term,
      titleTh: term.th.term,
      definitionEn: term.en.definition,
      definitionTh: term.th.definition,
      relatedSlugs: (term.related ?? []).map(str),
      bucket: glossaryBucket(term.en.term),
    };
    await upsert(tx, counters, glossaries, glossaries.slug, term.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, glossaries, glossarySlugs);

  // Get-started guides.
  const guideSlugs: string[] = [];
  for (const guide of content.guides) {
    guideSlugs.push(guide.slug);
    const t = guide.translations;
    const title = bilingual(t, 'title');
    const summary = bilingual(t, 'summary');
    const values = {
      slug: guide.slug,
      order: guide.order,
      titleEn: title.en,
      titleTh: title.th,
      summaryEn: summary.en,
      summaryTh: summary.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
    };
    await upsert(tx, counters, getStarts, getStarts.slug, guide.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, getStarts, guideSlugs);

  // Pages.
  const pageSlugs: string[] = [];
  for (const page of content.pages) {
    pageSlugs.push(page.slug);
    const t = page.translations;
    const title = bilingual(t, 'title');
    const summary = bilingual(t, 'summary');
    const values = {
      slug: page.slug,
      titleEn: title.en,
      titleTh: title.th,
      summaryEn: summary.en,
      summaryTh: summary.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
    };
    await upsert(tx, counters, pages, pages.slug, page.slug, values, hashOf(values));
  }
  await deleteGone(tx, counters, pages, pageSlugs);

  // Legal documents (footers), matched by type.
  for (const doc of content.legal) {
    const t = doc.translations;
    if (!t.en && !t.th) continue;
    const type = footerTypeByKind[doc.kind];
    const title = bilingual(t, 'title');
    const values = {
      type,
      titleEn: title.en,
      titleTh: title.th,
      bodyEn: body(t.en),
      bodyTh: body(t.th),
      updatedEn: dateString(t.en?.data.updatedAt),
      updatedTh: dateString(t.th?.data.updatedAt),
    };
    await upsert(tx, counters, footers, footers.type, type, values, hashOf(values));
  }

  // Subscription packages, matched by slug; a removed one becomes inactive (purchases refer to it).
  const packageSlugs: string[] = [];
  for (const p of content.packages) {
    packageSlugs.push(p.slug);
    const values = {
      slug: p.slug,
      ranking: p.ranking,
      nameEn: p.en.name,
      nameTh: p.th.name,
      descriptionEn: p.en.description,
      descriptionTh: p.th.description,
      priceCents: p.price,
      durationDays: p.durationDays,
      hintCount: p.hintCount,
      mainQuizCount: p.mainQuizCount,
      earnPoints: p.earnPoints,
      unlimitedExclusive: p.unlimitedExclusive,
      nftMembershipCard: p.nftMembershipCard,
      validFrom: p.validFrom ? new Date(p.validFrom) : null,
      validUntil: p.validUntil ? new Date(p.validUntil) : null,
      active: true,
    };
    await upsert(tx, counters, subscriptionPackages, subscriptionPackages.slug, p.slug, values, hashOf(values));
  }
  await deactivateGone(tx, counters, subscriptionPackages, packageSlugs, { clearHash: true });
  // Pop quizzes: questions and pinned windows (src/content/pop-quizzes-import.ts).
  await importPopQuizzes(tx, content.popQuizzes, counters);

  // Rewards (matched by slug). A changed quota moves `remaining` by the difference in the same
  // statement (never below 0); a reward removed from content/ becomes inactive.
  for (const r of content.rewards) {
    const values = {
      slug: r.slug,
      type: r.type,
      nameEn: r.en.name,
      nameTh: r.th.name,
      descriptionEn: r.en.description,
      descriptionTh: r.th.description,
      pointCost: r.pointCost,
      totalQuota: r.totalQuota,
      perUserLimit: r.perUserLimit,
      perDayLimit: r.perDayLimit,
      aPlusOnly: r.aPlusOnly,
      active: r.active,
      ranking: r.ranking,
      amountKkub: r.amountKkub,
      grant: r.grant,
    };
    const hash = hashOf(values);
    const [existing] = await tx.select().from(rewards).where(eq(rewards.slug, r.slug)).limit(1);
    if (!existing) {
      await tx.insert(rewards).values({ ...values, remaining: r.totalQuota, source: SOURCE, sourceHash: hash });
      counters.created += 1;
    } else if (existing.sourceHash === hash && existing.source === SOURCE) {
      counters.unchanged += 1;
    } else {
      await tx
        .update(rewards)
        .set({
          ...values,
          remaining: sql`greatest(0, least(${r.totalQuota}, ${rewards.remaining} + ${r.totalQuota} - ${rewards.totalQuota}))`,
          source: SOURCE,
          sourceHash: hash,
          updatedAt: new Date(),
        })
        .where(eq(rewards.id, existing.id));
      counters.updated += 1;
    }
  }
  const rewardSlugs = content.rewards.map((r) => r.slug);
  await deactivateGone(tx, counters, rewards, rewardSlugs, { clearHash: false });
}

/** Validates and imports `contentDir`. `force` imports even when the hash equals the last import's. */
export async function importContent(
  db: Db,
  contentDir: string,
  options: { force?: boolean; cards?: FileStorage } = {},
): Promise<ImportResult> {
  const hash = hashContentDir(contentDir);
  const content = loadContent(contentDir);
  if (content.errors.length > 0) throw new ContentValidationError(content.errors);
  const result: ImportResult = await db.transaction(async (tx) => {
    // One importer at a time (several replicas starting together): the second waits, then sees the hash.
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const counters: Counters = { created: 0, updated: 0, unchanged: 0, deactivated: 0, deleted: 0 };
    const [last] = await tx.select().from(contentImports).orderBy(desc(contentImports.id)).limit(1);
    if (!options.force && last?.hash === hash) return { skipped: true, hash, ...counters };
    await importAll(tx, content, counters);
    await tx.insert(contentImports).values({ hash, summary: { ...counters } });
    return { skipped: false, hash, ...counters };
  });
  // Social cards of the articles: only those whose title or category changed are drawn again.
  if (options.cards) result.cards = await drawSocialCards(db, options.cards);
  return result;
}
