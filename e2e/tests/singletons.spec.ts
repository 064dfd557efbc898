import { expect, test } from '@playwright/test';
import { remoteNames, routePrefixes } from '@academy/contracts';
import { verifiedAccount } from '../support/accounts';
import { gotoHydrated } from '../support/hydration';
import { signInThroughApi } from '../support/session';

/** A page of every remote: its first route prefix other than the home page. */
const areas = remoteNames.map((remote) => ({
  remote,
  path: `/en/${routePrefixes[remote].find((prefix) => prefix !== '')}`,
}));

test('shell and all five remotes share one React, router, store, i18next and Emotion cache', async ({ page }) => {
  // a real session: an area that asks the API for the learner's data with a made-up one gets a 401,
  // which rightly signs the browser out
  const email = `singletons-${Date.now()}@example.test`;
  await verifiedAccount(email, 'Singletons-2026!');
  await signInThroughApi(page, email, 'Singletons-2026!');
  await gotoHydrated(page, '/en');
  // Client-side navigation through every area keeps one page, so all remotes load into it.
  for (const { remote, path } of areas) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // the previous area's h1 is still there until the router has loaded the next remote: wait for
    // the remote itself (it reports its modules when it starts), then for its page
    await expect.poll(() => page.evaluate((name) => Boolean(window.__ACADEMY_SINGLETONS__?.[name]), remote)).toBe(true);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  }
  const report = await page.evaluate(() => {
    const apps = window.__ACADEMY_SINGLETONS__ ?? {};
    const shell = apps.shell ?? {};
    return Object.fromEntries(
      Object.entries(apps).map(([app, modules]) => [
        app,
        Object.keys(shell).filter((key) => !modules[key] || modules[key] !== shell[key]),
      ]),
    );
  });
  expect(Object.keys(report).sort()).toEqual([...remoteNames, 'shell'].sort());
  for (const [app, different] of Object.entries(report)) expect(different, `${app} has its own copy of`).toEqual([]);

  // State written through one remote's store is seen by another remote's and by the shell's UI.
  await expect(page.getByTestId('user-points')).toBeVisible();
  const seenByAccount = await page.evaluate(() => {
    type Store = { getState: () => { mergeUser: (user: object) => void; user: { point: number } | null } };
    const apps = window.__ACADEMY_SINGLETONS__ as Record<string, { store: Store }>;
    apps.quiz!.store.getState().mergeUser({ point: 4242 });
    return apps.account!.store.getState().user?.point;
  });
  expect(seenByAccount).toBe(4242);
  await expect(page.getByTestId('user-points')).toHaveText('4,242 points');
});

test('a remote page follows the theme the shell switches (one MUI theme through the shared Emotion)', async ({
  page,
}) => {
  await page.goto('/en/quizzes');
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();
  const lightColor = await heading.evaluate((el) => getComputedStyle(el).color);
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-option-dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColor);
  const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bodyBackground).toBe('rgb(11, 20, 16)');
});
