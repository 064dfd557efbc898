// Old builds' hashed assets stay reachable after a newer build goes live: a tab that loaded the
// previous manifest still asks for its chunks, and mid-rollout the manifest may come from one
// replica and the chunk from another. Each unit copies its content-hashed files into a shared
// folder (ASSET_ARCHIVE_DIR, a volume every replica mounts) at start, one folder per build, and
// answers a hashed file it does not have from there. The content hash in the name makes any copy
// of that name the right one.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|svg|jpg|webp)$/;

const CONTENT_TYPES = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  png: 'image/png',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
const MARKER = '.archived';

function hashedFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return hashedFiles(dir, rel);
    return CONTENT_HASHED.test(entry.name) ? [rel] : [];
  });
}

/** A build's id: the hash of its hashed files' names (the same build gives the same id). */
export function buildIdOf(files) {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Copy `dir`'s content-hashed files into `archiveDir/<build id>/` (written beside, then renamed:
 * replicas starting together never see half a file) and keep only the `keep` newest builds.
 * Returns the build id.
 */
export function archiveBuild({ dir, archiveDir, keep = 5 }) {
  const files = hashedFiles(dir);
  const buildId = buildIdOf(files);
  const target = path.join(archiveDir, buildId);
  for (const rel of files) {
    const to = path.join(target, rel);
    if (existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    const partial = `${to}.${process.pid}.partial`;
    copyFileSync(path.join(dir, rel), partial);
    renameSync(partial, to);
  }
  // the marker's time says when this build last went live (a rollback makes it new again)
  const marker = path.join(target, MARKER);
  mkdirSync(target, { recursive: true });
  writeFileSync(marker, '');
  const now = new Date();
  utimesSync(marker, now, now);
  pruneBuilds(archiveDir, keep, buildId);
  return buildId;
}

function pruneBuilds(archiveDir, keep, current) {
  const builds = readdirSync(archiveDir)
    .filter((name) => existsSync(path.join(archiveDir, name, MARKER)))
    .map((name) => ({ name, time: statSync(path.join(archiveDir, name, MARKER)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of builds.slice(keep)) {
    if (name !== current) rmSync(path.join(archiveDir, name), { recursive: true, force: true });
  }
}

/** The archived copy of a content-hashed path (relative to the unit's base), or null. */
export function archivedFile(archiveDir, relativePath) {
  if (!CONTENT_HASHED.test(relativePath)) return null;
  const rel = path.normalize(relativePath).replace(/^([/\\]|\.\.[/\\])+/, '');
  if (rel.split(/[/\\]/).includes('..')) return null;
  let builds;
  try {
    builds = readdirSync(archiveDir);
  } catch {
    return null;
  }
  for (const build of builds) {
    const file = path.join(archiveDir, build, rel);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Send an archived file with the headers a hashed asset gets. */
export function sendArchived(req, res, file, cacheControl) {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Access-Control-Allow-Origin': '*',
    'Content-Length': statSync(file).size,
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}
