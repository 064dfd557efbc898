import { execFileSync, spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { composeProject, containerIds, serviceUrl } from '../support/composition';
import { logsSince, requestId, servedBy } from '../support/replicas';

// Issue 32 item 4 in the docker composition: the remotes' registry (operator commands run in an
// API container, kept in PostgreSQL) moves mf-quiz to another build on both shell replicas
// without a restart, rolls it back, and a canary at 50% gives new learners both builds, each
// learner always the same one whichever replica renders the page.

const QUIZZES = '/en/quizzes';
// the second build: the mf-quiz image serving a copy of its build under another build id, on the
// network the shells render from (the pages' server render loads mf-quiz from there)
const NEXT_HOST = 'mf-quiz-next';
const NEXT_URL = `http://${NEXT_HOST}:3002`;

// node's fetch on the host: the front door's published port on IPv4
const fromHost = (url: string) => url.replace('//localhost:', '//127.0.0.1:');
const docker = (args: string[]) =>
  execFileSync('docker', args, { encoding: 'utf8', timeout: 120_000, stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** An operator command (services/api/src/operator/cli.ts) run in one of the API's containers. */
const operator = (...args: string[]) =>
  docker(['exec', containerIds('api')[0]!, 'node', '--import', 'tsx', 'src/operator/cli.ts', ...args]);

/** Start the second build: mf-quiz's image, its dist copied with the manifests' build id changed. */
function startNextBuild(buildId: string) {
  const rewrite = `const fs = require('fs'); for (const f of ['/tmp/next/mf-manifest.json', '/tmp/next/server/mf-manifest.json']) { const m = JSON.parse(fs.readFileSync(f, 'utf8')); m.metaData.buildInfo = { ...m.metaData.buildInfo, buildVersion: process.env.NEXT_BUILD_ID }; fs.writeFileSync(f, JSON.stringify(m)); }`;
  return docker([
    'run',
    '-d',
    // down -v's leftover check counts it, should the spec stop before removing it
    '--label',
    `com.docker.compose.project=${composeProject()}`,
    '--network',
    `${composeProject()}_render`,
    '--network-alias',
    NEXT_HOST,
    '-e',
    `NEXT_BUILD_ID=${buildId}`,
    '--entrypoint',
    'sh',
    'academy/mf-quiz',
    '-c',
    `cp -r dist /tmp/next && node -e "${rewrite}" && exec node packages/static-host/src/cli.mjs /tmp/next`,
  ]);
}

/** The body of a GET from inside a shell container (on the network inside). */
const insideShell = (url: string) =>
  docker([
    'exec',
    containerIds('shell')[0]!,
    'node',
    '-e',
    `fetch('${url}').then(async r => { if (!r.ok) process.exit(1); process.stdout.write(await r.text()); })`,
  ]);
/** The build id of the manifest a URL serves. */
const buildServedAt = (url: string) =>
  (JSON.parse(insideShell(`${url}/mf-manifest.json`)) as { metaData: { buildInfo: { buildVersion: string } } }).metaData
    .buildInfo.buildVersion;

interface Rendered {
  id: string;
  quizUrl: string;
  quizBuild: string | null;
  setCookie?: string;
  /** the quiz list rendered on the server (links to quizzes), not the area's unavailable state */
  quizList: boolean;
}
/** One page of the quiz list through the front door: the mf-quiz build its server render used. */
async function renderQuizzes(cookie?: string): Promise<Rendered> {
  const id = requestId('registry');
  const response = await fetch(fromHost(`${serviceUrl('shell')}${QUIZZES}`), {
    headers: { 'x-request-id': id, ...(cookie ? { cookie } : {}) },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const config = JSON.parse(/window\.__ACADEMY_CONFIG__=(\{.*?\})<\/script>/.exec(html)![1]!) as {
    remotes: Record<string, string>;
    remoteBuilds: Record<string, string | null>;
  };
  return {
    id,
    quizUrl: config.remotes.quiz!,
    quizBuild: config.remoteBuilds.quiz ?? null,
    setCookie: response.headers.get('set-cookie')?.split(';')[0],
    quizList: html.includes(`href="${QUIZZES}/`) && !html.includes('data-testid="remote-unavailable"'),
  };
}

/** `count` pages (with `cookie`, if any): what each rendered, and the shell replicas that did. */
async function renderMany(count: number, cookie?: string) {
  const since = logsSince();
  const pages: Rendered[] = [];
  for (let i = 0; i < count; i++) pages.push(await renderQuizzes(cookie));
  const served = await servedBy(
    'shell',
    pages.map((p) => p.id),
    since,
  );
  return { pages, replicas: new Set(served.values()) };
}

test('the remotes registry moves mf-quiz on both shell replicas behind the front door: set, rollback, a 50% canary', async () => {
  test.setTimeout(6 * 60_000);
  const firstUrl = serviceUrl('mf-quiz');
  const firstBuild = (await (await fetch(fromHost(`${firstUrl}/mf-manifest.json`))).json()).metaData.buildInfo
    .buildVersion;
  const nextBuild = `registry-next-${Date.now()}`;
  const shellsBefore = containerIds('shell');
  expect(shellsBefore).toHaveLength(2);
  const next = startNextBuild(nextBuild);
  try {
    await expect
      .poll(() => docker(['inspect', '-f', '{{.State.Health.Status}}', next]), { timeout: 120_000 })
      .toBe('healthy');
    // two genuinely different builds
    expect(buildServedAt(NEXT_URL)).toBe(nextBuild);
    expect(buildServedAt('http://front-door:8080/remotes/quiz')).toBe(firstBuild);

    // remotes:set: within seconds every page, from either shell replica, renders with build 2
    // build 1 entered as it runs (the env's URL, no build id): the state rolled back to
    operator('remotes:set', 'mf-quiz', firstUrl);
    operator('remotes:set', 'mf-quiz', NEXT_URL, '--build', nextBuild);
    await expect.poll(async () => (await renderQuizzes()).quizUrl, { timeout: 20_000 }).toBe(NEXT_URL);
    const moved = await renderMany(8);
    expect(moved.replicas.size).toBe(2);
    for (const page of moved.pages)
      expect(page).toMatchObject({ quizUrl: NEXT_URL, quizBuild: nextBuild, quizList: true });

    // remotes:rollback: build 1 again on both
    operator('remotes:rollback', 'mf-quiz');
    await expect.poll(async () => (await renderQuizzes()).quizUrl, { timeout: 20_000 }).toBe(firstUrl);
    const back = await renderMany(8);
    expect(back.replicas.size).toBe(2);
    for (const page of back.pages) expect(page).toMatchObject({ quizUrl: firstUrl, quizBuild: null, quizList: true });

    // a canary at 50%: new learners get both builds, each with a bucket cookie
    operator('remotes:canary', 'mf-quiz', NEXT_URL, '50', '--build', nextBuild);
    await expect
      .poll(async () => (await renderQuizzes('academy-canary=0')).quizUrl, { timeout: 20_000 })
      .toBe(NEXT_URL);
    const newcomers = await renderMany(40);
    expect(new Set(newcomers.pages.map((p) => p.quizUrl))).toEqual(new Set([firstUrl, NEXT_URL]));
    expect(newcomers.pages.filter((p) => !p.quizList)).toEqual([]);
    // one learner with their cookie: the same build on every page, from both replicas
    for (const learner of [
      newcomers.pages.find((p) => p.quizUrl === firstUrl)!,
      newcomers.pages.find((p) => p.quizUrl === NEXT_URL)!,
    ]) {
      expect(learner.setCookie).toMatch(/^academy-canary=\d{1,2}$/);
      const visits = await renderMany(10, learner.setCookie);
      expect(visits.replicas.size).toBe(2);
      expect(new Set(visits.pages.map((p) => p.quizUrl))).toEqual(new Set([learner.quizUrl]));
    }
    // no shell replica was restarted
    expect(containerIds('shell')).toEqual(shellsBefore);
    // the registry is read inside the network only: the front door answers 404 for /internal/
    expect(JSON.parse(insideShell('http://api:1337/internal/remotes')).canaries.quiz).toMatchObject({ percent: 50 });
    for (const path of ['/api/internal/remotes', '/internal/remotes'])
      expect((await fetch(fromHost(`${serviceUrl('shell')}${path}`))).status, path).toBe(404);
  } finally {
    spawnSync('docker', ['rm', '-f', next], { stdio: 'ignore' });
    operator('remotes:canary', 'mf-quiz', 'off');
  }
  // the canary ended: every new page on build 1 (the specs after this one see the site as before)
  await expect.poll(async () => (await renderQuizzes()).quizUrl, { timeout: 20_000 }).toBe(firstUrl);
});
