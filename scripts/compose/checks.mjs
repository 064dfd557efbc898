// What the compose suite checks of the running composition with Docker: the runtime images
// (non-root, a healthcheck, no tests or dev tooling inside), every service healthy, nothing of
// the project left after `down -v`, and the image sizes it reports.
import { execFileSync, spawnSync } from 'node:child_process';
import { sleep } from './commands.mjs';

/**
 * The script run in each runtime image (node -e, in its WORKDIR): prints the tests and dev
 * tooling it finds, comma-separated (nothing when the image is clean).
 */
export const devToolingProbe = [
  "const fs = require('fs');",
  "const bad = ['test', 'bench', 'node_modules/typescript', 'node_modules/webpack', 'node_modules/jest', 'node_modules/@playwright', 'node_modules/drizzle-kit', 'node_modules/.pnpm/typescript@*', 'pnpm-lock.yaml', '.git'];",
  "const dirs = ['.', 'shell', 'packages/static-host', 'shell/node_modules/@academy/static-host'];",
  'const found = [];',
  "for (const d of dirs) for (const b of bad) { const p = d + '/' + b; if (!b.includes('*') && fs.existsSync(p)) found.push(p); }",
  "if (fs.existsSync('node_modules/.pnpm')) for (const e of fs.readdirSync('node_modules/.pnpm')) if (/^(typescript@|webpack@|webpack-cli@|jest@|@jest\\+|drizzle-kit@|@playwright\\+|eslint@|@swc\\+core@)/.test(e)) found.push('node_modules/.pnpm/' + e);",
  "process.stdout.write(found.join(','));",
].join('\n');

/**
 * The script run in an image (node -e, in its WORKDIR): prints the content files with answer
 * keys it finds (quiz pools, the pop-quiz bank: a pop-quizzes folder of YAML, not the code that
 * reads one), comma-separated, outside node_modules.
 */
export const answerKeyProbe = [
  "const fs = require('fs'); const path = require('path');",
  'const found = [];',
  'const bank = (dir) => fs.readdirSync(dir).some((f) => /\\.ya?ml$/.test(f));',
  "const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) { if (e.name === 'node_modules') continue; const p = path.join(dir, e.name); if (e.isDirectory()) { if (e.name === 'pop-quizzes' && bank(p)) found.push(p); walk(p); } else if (e.name === 'quiz.yaml') found.push(p); } };",
  "walk('.');",
  "process.stdout.write(found.join(','));",
].join('\n');

/** The answer-key files of an image (answerKeyProbe), as a list. */
export function answerKeysIn(image) {
  const found = execFileSync('docker', ['run', '--rm', '--entrypoint', 'node', image, '-e', answerKeyProbe], {
    encoding: 'utf8',
  }).trim();
  return found ? found.split(',') : [];
}

/** An image's user and healthcheck: `<image>: runs as root` / `<image>: no healthcheck` problems. */
function userAndHealthProblems(image) {
  const [user, health] = execFileSync(
    'docker',
    ['image', 'inspect', '-f', '{{.Config.User}}|{{json .Config.Healthcheck}}', image],
    { encoding: 'utf8' },
  )
    .trim()
    .split('|');
  const problems = [];
  if (!user || user === 'root' || user === '0') problems.push(`${image}: runs as root`);
  if (!health || health === 'null') problems.push(`${image}: no healthcheck`);
  return problems;
}

/** The front door's image (nginx, no Node in it): non-root, a healthcheck. */
export const checkFrontDoorImage = (image) => userAndHealthProblems(image);

/** Check the runtime images academy/<name>: non-root, a healthcheck, no tests or dev tooling inside. */
export function checkImages(names) {
  const problems = [];
  for (const name of names) {
    const image = `academy/${name}`;
    problems.push(...userAndHealthProblems(image));
    const found = execFileSync('docker', ['run', '--rm', '--entrypoint', 'node', image, '-e', devToolingProbe], {
      encoding: 'utf8',
    }).trim();
    if (found) problems.push(`${image}: carries ${found}`);
  }
  return problems;
}

/**
 * Where the containers stand (`<name> <health or state>` each): true when all `expected` are
 * healthy, false while some may still get there; throws once one is dead (`unhealthy` can still
 * turn healthy on a busy host, where a slow probe fails).
 */
export function allHealthy(states, expected) {
  const waiting = states.filter((s) => !s.endsWith(' healthy'));
  if (states.length === expected && waiting.length === 0) return true;
  if (waiting.some((s) => / (exited|dead)$/.test(s))) throw new Error(`not healthy: ${waiting.join(', ')}`);
  return false;
}

/** Wait until the `expected` containers `containerIds()` names are healthy (ten minutes at most). */
export async function waitAllHealthy(containerIds, expected, timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = containerIds();
    const states = ids.length
      ? execFileSync(
          'docker',
          [
            'inspect',
            '-f',
            '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
            ...ids,
          ],
          { encoding: 'utf8' },
        )
          .trim()
          .split('\n')
      : [];
    if (allHealthy(states, expected)) return;
    if (Date.now() > deadline) {
      const last = states.filter((s) => !s.endsWith(' healthy')).join(', ');
      throw new Error(`not healthy after ${timeoutMs / 1000} s: ${last || 'no containers'}`);
    }
    await sleep(2000);
  }
}

const ofProject = (project, kind) =>
  spawnSync('docker', [...kind, '-q', '--filter', `label=com.docker.compose.project=${project}`], {
    encoding: 'utf8',
  }).stdout?.trim();

/** The containers, volumes and networks the compose project left: null when none. */
export function projectLeftovers(project) {
  const left = ofProject(project, ['ps', '-a']);
  const volumes = ofProject(project, ['volume', 'ls']);
  const networks = ofProject(project, ['network', 'ls']);
  return left || volumes || networks ? `left containers [${left}] volumes [${volumes}] networks [${networks}]` : null;
}

/** `<image> <size>` lines of the academy/* images. */
export const imageSizes = () =>
  spawnSync(
    'docker',
    ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}', '--filter', 'reference=academy/*'],
    { encoding: 'utf8' },
  ).stdout?.trim();
