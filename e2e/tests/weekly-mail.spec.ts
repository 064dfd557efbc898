import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { runApiOperator } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { overflowing } from '../support/phone-layout';
import { waitForMail } from '../support/mail';
import { signInThroughApi } from '../support/session';

// Issue 34 item 6: the weekly mail. Runs alone (lanes.json): the API stops for the operator command.
const PASSWORD = 'Academy1!';

test('consent in the profile -> the weekly mail with one-click unsubscribe -> consent off', async ({ page }) => {
  test.setTimeout(300_000);
  const email = `weekly.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await signInThroughApi(page, email, PASSWORD);

  await gotoHydrated(page, '/en/profile');
  const consent = page.getByRole('checkbox', { name: /Agree to receive updates/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  const [out] = await runApiOperator([['weekly-digest:send']]);
  expect(out).toMatch(/^week \d{4}-W\d{2}: [1-9]\d* sent/);
  const mail = await waitForMail(email, (m) => m.subject === 'Your week at the Academy');
  expect(mail.text).toContain('Start a learning path');
  const headers = mail.headers ?? {};
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = /<(https?:[^>]+)>/.exec(headers['list-unsubscribe'] ?? '')?.[1];
  expect(unsubscribe, 'an https unsubscribe URL in List-Unsubscribe').toBeTruthy();

  // opened in a browser, the link only asks
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { name: 'Stop the weekly mail from the Academy?' })).toBeVisible();
  // on a 360 px phone in a dark system theme too: nothing serious for axe, nothing wider than the screen
  await page.setViewportSize({ width: 360, height: 740 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect
      .soft(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id))
      .toEqual([]);
    expect.soft(await overflowing(page), `unsubscribe page, ${colorScheme}`).toEqual([]);
  }

  // the mail client's one-click POST (RFC 8058): no session, no cookies
  const oneClick = await fetch(unsubscribe!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);

  await gotoHydrated(page, '/en/profile');
  await expect(page.getByRole('checkbox', { name: /Agree to receive updates/ })).not.toBeChecked();
});
