// `npm run release:tag -- [commit] [message]`: marks a release, what the skew check runs against
// (lib/release-base.mjs): an annotated tag `release-<date>` (UTC, today; `.2`, `.3`... for another
// that day) on the commit (default HEAD), and the same in releases/last (`<tag> <commit>`), which
// a clone without tags still has. Commit releases/last and push the tag afterwards.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { root } from './composition.mjs';
import { recordedReleaseFile } from './lib/release-base.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The tag of a release made on `date`: `release-<date>`, `release-<date>.2`... the first not in `taken`. */
export function releaseTagName(date, taken) {
  const day = `release-${date.toISOString().slice(0, 10)}`;
  let name = day;
  for (let n = 2; taken.includes(name); n += 1) name = `${day}.${n}`;
  return name;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [ref = 'HEAD', message] = process.argv.slice(2);
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const tag = releaseTagName(new Date(), git('tag', '--list', 'release-*').split('\n'));
  git('tag', '-a', tag, commit, '-m', message ?? `release ${tag.slice('release-'.length)}`);
  writeFileSync(recordedReleaseFile, `${tag} ${commit}\n`);
  console.log(
    `› tagged ${tag} on ${commit.slice(0, 12)}; commit releases/last and push the tag (git push origin ${tag})`,
  );
}
