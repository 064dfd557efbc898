import { expect, test } from '@playwright/test';
import { containerIds, redeployService, serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';

interface Manifest {
  metaData: { buildInfo?: { buildVersion?: string } };
}
const manifestOf = async (url: string) => (await (await fetch(`${url}/mf-manifest.json`)).json()) as Manifest;

test('a remote rebuilt and redeployed alone is picked up by the running site', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const quiz = serviceUrl('mf-quiz').replace('localhost', '127.0.0.1');
  const shellBefore = containerIds('shell');
  const quizBefore = containerIds('mf-quiz');
  await gotoHydrated(page, '/en/quizzes');
  await expect(page.locator('main h1')).toBeVisible();

  // `docker-compose up -d --no-deps --build mf-quiz` with a new build id (a build arg that the
  // image writes into the remote's manifest)
  const buildId = `redeploy-${Date.now()}`;
  await redeployService('mf-quiz', { QUIZ_BUILD_ID: buildId });
  // every replica replaced, as many as before; the shell's untouched
  const quizAfter = containerIds('mf-quiz');
  expect(quizAfter).toHaveLength(quizBefore.length);
  expect(quizAfter.filter((id) => quizBefore.includes(id))).toEqual([]);
  expect(containerIds('shell')).toEqual(shellBefore);
  // whichever replica the front door picks answers with the new build
  for (let i = 0; i < 6; i++) expect((await manifestOf(quiz)).metaData.buildInfo?.buildVersion).toBe(buildId);

  // The shell, never restarted, loads the new remote: the manifest the browser fetches is the new
  // build's, and the quiz pages render from it.
  const manifest = page.waitForResponse(
    (r) => r.url().startsWith(serviceUrl('mf-quiz')) && r.url().includes('mf-manifest.json'),
  );
  await gotoHydrated(page, '/en/quizzes');
  expect(((await (await manifest).json()) as Manifest).metaData.buildInfo?.buildVersion).toBe(buildId);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
