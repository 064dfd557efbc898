// Which release the skew check runs against. A release is a tag `release-<date>` on main, and
// `releases/last` records the newest one (`<tag> <commit>`, written by `npm run release:tag`) so
// that a clone without tags (shallow, or `--no-tags`) still knows it. No release found is a
// failure with what to do, never a silent pass.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../composition.mjs';

export const recordedReleaseFile = path.join(root, 'releases/last');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The newest `release-*` tag, or undefined when the repository has none. */
export function latestRelease(tags = git('tag', '--list', 'release-*', '--sort=-creatordate')) {
  return tags.split('\n').find(Boolean);
}

/** `releases/last` read: `{ tag, commit }`, or undefined when there is no such file. */
export function recordedRelease(
  text = existsSync(recordedReleaseFile) ? readFileSync(recordedReleaseFile, 'utf8') : '',
) {
  const [tag, commit] = text.trim().split(/\s+/);
  return tag && commit ? { tag, commit } : undefined;
}

function hasCommit(commit) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** The release of this clone (`releaseBase`). */
export const thisRelease = () => releaseBase({ tag: latestRelease(), recorded: recordedRelease(), present: hasCommit });

/**
 * The ref to check against: the newest `release-*` tag; without one, the commit `releases/last`
 * records when the clone has it (`present`). Returns `{ base, label }` or `{ problem }` (a
 * sentence saying how to get a release).
 */
export function releaseBase({ tag, recorded, present }) {
  if (tag) return { base: tag, label: tag };
  if (!recorded)
    return {
      problem:
        'no release to check against: this clone has no release-* tag and no releases/last; fetch the tags (git fetch --tags) or tag one (npm run release:tag)',
    };
  if (!present(recorded.commit))
    return {
      problem: `no release to check against: this clone has no release-* tag and lacks ${recorded.commit.slice(0, 12)}, the commit of ${recorded.tag} (releases/last); fetch it (git fetch --tags, or git fetch --unshallow in a shallow clone)`,
    };
  return { base: recorded.commit, label: `${recorded.tag} (releases/last)` };
}
