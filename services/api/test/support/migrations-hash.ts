import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client.ts';

/** A short hash of every file under the migrations folder: the key of the migrated-template caches. */
export function migrationsHash(folder: string = migrationsFolder): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
