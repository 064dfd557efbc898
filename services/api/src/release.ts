/**
 * The release step: what runs once per deploy, before (and apart from) the serving replicas.
 * `pnpm --filter @academy/api release` (the `release` image of the Dockerfile, a one-shot
 * service in docker-compose.yml, a Job on Kubernetes):
 *
 * 1. migrations (under the advisory lock, like every migration here);
 * 2. content/ (CONTENT_DIR) imported, only forward: the image's CONTENT_REVISION_FILE holds its
 *    build's revision, and an older build's content never replaces newer content;
 * 3. the social cards and every cover variant drawn into the file storage, so no request and no
 *    replica has to.
 *
 * The serving image carries no content/ (so no answer key) and starts with MIGRATE_ON_START=false.
 * Exit 0 when done; 1 with every problem on invalid content; 69 when the file storage does not
 * answer (S3: unreachable, a missing bucket, refused credentials); 78 on a configuration refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, serviceRoot, type Config } from './config.ts';
import { ContentValidationError, importContent } from './content/importer.ts';
import { makeCoverVariants } from './content/social-cards.ts';
import { openDatabase } from './db/client.ts';
import { configuredStorage } from './lib/configured-storage.ts';
import { StorageUnavailableError } from './lib/storage.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`academy release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(78);
}
const contentDir = path.resolve(config.CONTENT_DIR ?? path.join(serviceRoot, '..', '..', 'content'));
const storage = configuredStorage(config);
const log = (step: string, detail: object) => console.log(JSON.stringify({ release: step, ...detail }));

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  log('migrations', { database: database.kind });
  const revision = config.CONTENT_REVISION_FILE ? contentRevision(config.CONTENT_REVISION_FILE) : undefined;
  const imported = await importContent(database.db, contentDir, { cards: storage, images: storage, revision });
  log('content', imported);
  log('covers', await makeCoverVariants(database.db, storage));
} catch (error) {
  if (!(error instanceof ContentValidationError || error instanceof StorageUnavailableError)) throw error;
  console.error(`academy release: ${error.message}`);
  process.exitCode = error instanceof StorageUnavailableError ? 69 : 1;
} finally {
  storage.close?.();
  await database.close();
}

/** The integer in the revision file (the release image's build time in seconds). */
function contentRevision(file: string): number {
  const revision = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isSafeInteger(revision) || revision < 0) throw new Error(`${file} holds no content revision`);
  return revision;
}
