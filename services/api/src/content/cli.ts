/**
 * `pnpm content:import` (root) / `pnpm --filter @academy/api content:import`: imports CONTENT_DIR
 * (default: the repository's content/) into the configured database (DATABASE_URL, else PGlite
 * under DATA_DIR - not while an API process holds the same PGlite DATA_DIR). `--force` imports
 * even when nothing changed since the last import. Draws the social cards of new or changed
 * articles into the file storage (STORAGE_DRIVER). Exit 1 with every problem on invalid content.
 */
import path from 'node:path';
import { loadConfig, serviceRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { configuredStorage } from '../lib/configured-storage.ts';
import { StorageUnavailableError } from '../lib/storage.ts';
import { ContentValidationError, importContent } from './importer.ts';

const config = loadConfig();
const contentDir = path.resolve(config.CONTENT_DIR ?? path.join(serviceRoot, '..', '..', 'content'));
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const cards = configuredStorage(config);
try {
  const result = await importContent(database.db, contentDir, {
    force: process.argv.includes('--force'),
    // the API's file storage (plugins/accounts.ts): social cards of changed articles are drawn again
    cards,
    images: cards,
  });
  console.log(
    result.skipped ? `content unchanged since the last import (${contentDir})` : `content imported from ${contentDir}`,
  );
  console.log(JSON.stringify(result));
} catch (error) {
  if (error instanceof ContentValidationError || error instanceof StorageUnavailableError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  cards.close?.();
  await database.close();
}
