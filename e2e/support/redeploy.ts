import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A content-hashed chunk of a build and its hash. */
export const HASHED = /\.([0-9a-f]{8})\.(js|css)$/;

/**
 * A copy of a remote's browser build whose every hashed chunk has another name (a new build):
 * the old hash -> the new one. The local composition redeploys the remote by restarting its
 * static host on the copy (`startService(name, { dir })`).
 */
export function rebuildWithOtherChunkNames(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const renames = new Map<string, string>();
  for (const file of readdirSync(to)) {
    const hash = HASHED.exec(file)?.[1];
    if (!hash) continue;
    const other = [...hash].map((digit) => ((parseInt(digit, 16) + 1) % 16).toString(16)).join('');
    renames.set(hash, other);
    renameSync(path.join(to, file), path.join(to, file.replace(`.${hash}.`, `.${other}.`)));
  }
  // the entry, the manifest and the chunks name each other by these hashes
  for (const file of readdirSync(to).filter((name) => /\.(js|json|css)$/.test(name))) {
    let text = readFileSync(path.join(to, file), 'utf8');
    for (const [hash, other] of renames) text = text.replaceAll(hash, other);
    writeFileSync(path.join(to, file), text);
  }
  return renames;
}
