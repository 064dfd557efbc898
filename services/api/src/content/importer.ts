/**
 * Idempotent import of content/ into the database (one transaction, all or nothing): loads and
 * validates everything (load.ts), then runs the importer of every kind in order (one per folder
 * here; what they share is in rows.ts).
 *
 * - Invalid content (any loadContent error) throws ContentValidationError before anything is written.
 * - Rows are matched by their natural key (slug / type); a row is written only when the hash of
 *   what it is built from changed, so re-running changes nothing (updated_at included).
 * - Rows it creates carry source='content'. An article removed from content/ becomes inactive;
 *   removed glossary terms, guides and pages it created are deleted. Nothing else is touched.
 * - The hash of the whole directory is stored in content_imports; importContent skips (unless
 *   `force`) when it equals the last import's. With a `revision` (the release step's, from its
 *   build) content only moves forward: an older revision than one imported is skipped.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { contentImports } from '../db/schema/index.ts';
import type { FileStorage } from '../lib/storage.ts';
import { importArticles } from './articles/import.ts';
import { storeArticleImages } from './articles/store-images.ts';
import { importCategories } from './categories/import.ts';
import { importGuides, importLegal, importPages } from './documents/import.ts';
import { importEvents } from './events/import.ts';
import { importGlossary } from './glossary/import.ts';
import { loadContent, type LoadedContent } from './load.ts';
import { importPackages } from './packages/import.ts';
import { importLearningPaths } from './paths/import.ts';
import { importPopQuizzes } from './pop-quizzes/import.ts';
import { importRewards } from './rewards/import.ts';
import type { ImportCounters } from './rows.ts';
import { drawSocialCards, type CardsResult } from './social-cards.ts';

const IMPORT_LOCK = 7_243_001;

export class ContentValidationError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(`content is invalid (${errors.length} problem(s)):\n- ${errors.join('\n- ')}`);
    this.name = 'ContentValidationError';
    this.errors = errors;
  }
}

export interface ImportResult extends ImportCounters {
  skipped: boolean;
  /** Skipped because content of a newer revision was imported already. */
  superseded?: boolean;
  hash: string;
  /** With `cards`: the social cards drawn and kept (content/social-cards.ts). */
  cards?: CardsResult;
  /** With `images`: the article images put into the file storage, and those it had. */
  images?: { stored: number; unchanged: number };
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

/** Every kind in order (articles need the categories' ids). */
async function importAll(tx: DbOrTx, content: LoadedContent, counters: ImportCounters) {
  const categoryIds = await importCategories(tx, content.categories, counters);
  await importArticles(tx, content.articles, categoryIds, counters);
  await importGlossary(tx, content.glossary, counters);
  await importGuides(tx, content.guides, counters);
  await importPages(tx, content.pages, counters);
  await importLegal(tx, content.legal, counters);
  await importPackages(tx, content.packages, counters);
  await importPopQuizzes(tx, content.popQuizzes, counters);
  await importRewards(tx, content.rewards, counters);
  await importEvents(tx, content.events, counters);
  await importLearningPaths(tx, content.paths, counters);
}

/** Validates and imports `contentDir`. `force` imports even when the hash equals the last import's. */
export async function importContent(
  db: Db,
  contentDir: string,
  options: {
    force?: boolean;
    cards?: FileStorage;
    /** The file storage the article images go to (those it lacks; also when the import is skipped). */
    images?: FileStorage;
    /** The release's content revision (CONTENT_REVISION): an older one than imported is skipped. */
    revision?: number;
  } = {},
): Promise<ImportResult> {
  const hash = hashContentDir(contentDir);
  const content = loadContent(contentDir);
  if (content.errors.length > 0) throw new ContentValidationError(content.errors);
  const result: ImportResult = await db.transaction(async (tx) => {
    // One importer at a time (several replicas starting together): the second waits, then sees the hash.
    await tx.execute(sql`set local statement_timeout = 0`); // waiting for another import is no slow statement
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const counters: ImportCounters = { created: 0, updated: 0, unchanged: 0, deactivated: 0, deleted: 0 };
    const [last] = await tx.select().from(contentImports).orderBy(desc(contentImports.id)).limit(1);
    if (!options.force && last?.hash === hash) return { skipped: true, hash, ...counters };
    // Content only moves forward: the release step of an older build (a rollback, an old
    // release image run again) carries an older revision and never replaces newer content.
    if (!options.force && options.revision !== undefined) {
      const [newest] = await tx.select({ revision: max(contentImports.revision) }).from(contentImports);
      if (newest?.revision != null && Number(newest.revision) > options.revision) {
        return { skipped: true, superseded: true, hash, ...counters };
      }
    }
    await importAll(tx, content, counters);
    await tx.insert(contentImports).values({ hash, revision: options.revision ?? null, summary: { ...counters } });
    return { skipped: false, hash, ...counters };
  });
  if (options.images) result.images = await storeArticleImages(options.images, content.articles);
  // Social cards of the articles: only those whose title or category changed are drawn again.
  if (options.cards) result.cards = await drawSocialCards(db, options.cards);
  return result;
}
