import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { runApiOperator, serviceUrl } from '../support/composition';
import { waitForHydration } from '../support/hydration';

// Issue 32 items 4 and 2: the remotes' runtime registry moves mf-quiz to another build without a
// shell restart (remotes:set, remotes:rollback, remotes:canary), and a page hydrates with the
// builds its HTML was rendered with, even when the registry moved between render and hydration.
// Alone: it restarts the API (the operator commands run on its PGlite database).

test.setTimeout(300_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const QUIZZES = '/en/quizzes';

interface PageConfig {
  remotes: Record<string, string>;
  remoteBuilds: Record<string, string | null>;
}
const configOf = (html: string) =>
  JSON.parse(/window\.__ACADEMY_CONFIG__=(\{.*?\})<\/script>/.exec(html)![1]!) as PageConfig;
/** The quiz build a learner with this cookie (none: a new learner) gets, and their new cookie. */
async function quizBuildFor(cookie?: string) {
  const response = await fetch(`${serviceUrl('shell')}${QUIZZES}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return { url: configOf(html).remotes.quiz, build: configOf(html).remoteBuilds.quiz, setCookie, html };
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A second static host of mf-quiz's built folder (another deployment of the remote, its own URL). */
async function startSecondQuizBuild(): Promise<{ url: string; stop: () => void }> {
  const dir = path.join(os.tmpdir(), `academy-registry-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'mf-quiz/dist'), dir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn('node', [path.join(root, 'packages/static-host/src/cli.mjs'), dir], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A tab on the quiz list as the server rendered it: its app not started yet. The page starts its
 * app by itself once idle, but a browser that asks to save data waits for the first input
 * (boot-on-intent.ts), so each tab starts when the test moves the mouse (waitForHydration).
 */
async function renderedTab(context: BrowserContext) {
  const page = await context.newPage();
  const problems: string[] = [];
  const quizRequests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('mf-manifest.json')) quizRequests.push(request.url());
  });
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverRoot?: Element | null }).serverRoot =
        document.getElementById('root')?.firstElementChild;
    }),
  );
  const response = await page.goto(QUIZZES);
  const html = (await response!.text()) ?? '';
  return { page, problems, quizRequests, config: configOf(html) };
}

const hydratedInPlace = (page: Page) =>
  page.evaluate(
    () => document.getElementById('root')?.firstElementChild === (window as { serverRoot?: Element }).serverRoot,
  );

test('remotes:set, a canary at 50% and rollback move mf-quiz without a shell restart; a page keeps its builds', async ({
  browser,
}) => {
  const envQuiz = serviceUrl('mf-quiz');
  const second = await startSecondQuizBuild();
  const context = await browser.newContext();
  try {
    await runApiOperator([
      ['remotes:set', 'quiz', envQuiz, '--build', 'e2e-first'],
      ['remotes:set', 'quiz', second.url, '--build', 'e2e-second'],
    ]);
    // every new page within seconds (the shell reads the registry every 3 s), rendered with it
    await expect.poll(async () => (await quizBuildFor()).url, { timeout: 20_000 }).toBe(second.url);
    const moved = await quizBuildFor();
    expect(moved.build).toBe('e2e-second');
    expect(moved.html).toContain('id="academy-ssr-state"');
    expect(moved.html).toContain(`href="${QUIZZES}/`);
    expect(moved.html).not.toContain('data-testid="remote-unavailable"');

    // two tabs rendered with the second build, their apps not started yet
    const kept = await renderedTab(context);
    const gone = await renderedTab(context);
    expect(kept.config.remotes.quiz).toBe(second.url);

    // meanwhile: back to the first build for everyone but a canary of 50% on the second
    await runApiOperator([
      ['remotes:rollback', 'quiz'],
      ['remotes:canary', 'quiz', second.url, '50', '--build', 'e2e-second'],
    ]);
    await expect.poll(async () => (await quizBuildFor('academy-canary=99')).url, { timeout: 20_000 }).toBe(envQuiz);
    expect((await quizBuildFor('academy-canary=0')).url).toBe(second.url);
    // new learners: both builds, each with a bucket cookie; each learner keeps theirs
    const learners = [];
    for (let i = 0; i < 30; i++) learners.push(await quizBuildFor());
    expect(new Set(learners.map((l) => l.url))).toEqual(new Set([envQuiz, second.url]));
    for (const learner of learners.slice(0, 8)) {
      expect(learner.setCookie).toMatch(/^academy-canary=\d{1,2}$/);
      for (let visit = 0; visit < 3; visit++) expect((await quizBuildFor(learner.setCookie)).url).toBe(learner.url);
    }

    // the tab rendered before hydrates now, with the build its HTML names: in place, no mismatch
    await waitForHydration(kept.page);
    expect(await hydratedInPlace(kept.page)).toBe(true);
    expect(kept.quizRequests.filter((url) => url.startsWith(envQuiz))).toEqual([]);
    expect(kept.quizRequests.some((url) => url.startsWith(second.url))).toBe(true);
    await expect(kept.page.locator(`main a[href^="${QUIZZES}/"]`).first()).toBeVisible();
    expect(kept.problems).toEqual([]);

    // the second build gone before the other tab starts: it renders in the browser instead of
    // hydrating, with the build the registry gives this learner now (bucket 99: the live one)
    second.stop();
    await context.addCookies([{ name: 'academy-canary', value: '99', url: serviceUrl('shell') }]);
    await startAppByInput(gone.page);
    await expect(gone.page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
    await expect(gone.page.locator(`main a[href^="${QUIZZES}/"]`).first()).toBeVisible({ timeout: 30_000 });
    expect(await hydratedInPlace(gone.page)).toBe(false);
    expect(gone.quizRequests.some((url) => url.startsWith(envQuiz))).toBe(true);
    await expect(gone.page.getByTestId('remote-unavailable')).toHaveCount(0);
  } finally {
    second.stop();
    await context.close();
    await runApiOperator([['remotes:canary', 'quiz', 'off']]).catch(() => undefined);
  }
  // the canary ended: every new page on the first build again
  await expect.poll(async () => (await quizBuildFor()).url, { timeout: 20_000 }).toBe(envQuiz);
});

/** Start a server-rendered tab's app (it starts on the reader's first input). */
async function startAppByInput(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 1);
}
