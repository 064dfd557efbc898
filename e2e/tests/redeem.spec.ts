import { expect, test, type Page } from '@playwright/test';
import { runApiOperator, startService, stopService, waitForHealth } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { signOnWithSandbox } from '../support/session';

// Points out: coupons made by the operator command, a KKUB redeem paid by the API's payout job
// through the exchange sandbox, followed in the tracking timeline. The learner is the sandbox's
// KYC-verified exu_1002 (Suda, $3 in her wallet: she cannot buy a package, a coupon gives her one);
// the only other spec that signs her on, pop-quiz-secrecy, has her answer wrong (no points).

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const POINTS_COUPON = `E2E-POINTS-${suffix}`;
const MONTH_COUPON = `E2E-MONTH-${suffix}`;

test.use({ actionTimeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const out = await runApiOperator([
    ['coupon:create', '--code', POINTS_COUPON, '--points', '300', '--expires', '2099-12-31', '--limit', '5'],
    [
      'coupon:create',
      '--code',
      MONTH_COUPON,
      '--subscription-reward',
      'one-month-starter',
      '--expires',
      '2099-12-31',
      '--limit',
      '5',
    ],
  ]);
  expect(out[0]).toContain(`coupon ${POINTS_COUPON} created`);
  expect(out[1]).toContain(`coupon ${MONTH_COUPON} created`);
});

async function useCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
}

test('coupons give points and a package; points are redeemed for KKUB, pending then completed; the profile shows the ledger', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signOnWithSandbox(page, 'exu_1002');
  await expect(page.getByTestId('user-points')).toHaveText('0 points');

  // an invalid coupon
  await gotoHydrated(page, '/en/coupons');
  await useCoupon(page, 'NO-SUCH-COUPON');
  await expect(page.getByTestId('coupon-error')).toHaveText('This coupon is invalid.');
  await expect(page.getByTestId('coupon-redeem')).toHaveCount(0);

  // a points coupon: checked, redeemed, the header follows
  await useCoupon(page, POINTS_COUPON.toLowerCase());
  await expect(page.getByTestId('coupon-checked')).toContainText(`${POINTS_COUPON} gives you 300 points.`);
  await page.getByTestId('coupon-redeem').click();
  await expect(page.getByTestId('coupon-success')).toHaveText('300 points added. You now have 300 points.');
  await expect(page.getByTestId('user-points')).toHaveText('300 points');

  // once per user
  await useCoupon(page, POINTS_COUPON);
  await expect(page.getByTestId('coupon-error')).toHaveText('This coupon is invalid.');

  // a package coupon: the header's subscription follows
  await useCoupon(page, MONTH_COUPON);
  await page.getByTestId('coupon-redeem').click();
  await expect(page.getByTestId('coupon-success')).toContainText('package is active');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-subscription')).toContainText('Subscribed until');
  await page.keyboard.press('Escape');

  // the exchange is down while the payout job works: the redeem stays pending, visibly
  await stopService('exchange-sandbox');
  await gotoHydrated(page, '/en/redeem');
  const reward = page.getByTestId('reward-kkub-1');
  await expect(reward.getByTestId('reward-cost')).toHaveText('100 points');
  await reward.getByRole('button', { name: 'Redeem 1 KKUB' }).click();
  await expect(page.getByTestId('confirm-redeem-text')).toContainText('Redeem 1 KKUB for 100 points?');
  await page.getByTestId('confirm-redeem').click();
  await expect(page).toHaveURL(/\/en\/rewards\/tracking\?id=\d+$/);
  const trackingId = new URL(page.url()).searchParams.get('id')!;
  const tracking = page.getByTestId(`tracking-${trackingId}`);
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Pending');
  await expect(tracking.getByTestId('step-reached-pending')).toBeVisible();
  await expect(tracking.getByTestId('step-completed')).toBeVisible();
  await expect(page.getByTestId('user-points')).toHaveText('200 points');
  // still pending a few payout rounds later (the job retries, it does not refund an outage)
  await page.waitForTimeout(6_000);
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Pending');

  // the exchange is back: the job's retry pays, the page (polling while pending) shows completed
  await startService('exchange-sandbox');
  await waitForHealth('exchange-sandbox');
  await expect(tracking.getByTestId('tracking-status')).toHaveText('Completed', { timeout: 150_000 });
  await expect(tracking.getByTestId('step-reached-completed')).toBeVisible();
  await expect(page.getByTestId('user-points')).toHaveText('200 points');

  // the redeem history
  await gotoHydrated(page, '/en/redeem/history');
  await expect(
    page.getByTestId('redeem-history-page').locator('[data-testid^="redeem-history-"]').first(),
  ).toContainText('1 KKUB');

  // the profile's points tab: balance, the wallet's KKUB (a fresh sandbox wallet + the 1 KKUB paid), the ledger
  await gotoHydrated(page, '/en/profile/points');
  await expect(page.getByTestId('points-balance')).toHaveText('200');
  await expect(page.getByTestId('kkub-balance')).toHaveText('1 KKUB');
  const entries = page.getByTestId('points-history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Reward redeemed');
  await expect(entries.nth(0).getByTestId('points-history-amount')).toHaveText('-100');
  await expect(entries.nth(1)).toContainText(`Coupon ${POINTS_COUPON}`);
  await expect(entries.nth(1).getByTestId('points-history-amount')).toHaveText('+300');

  // Thai, 360 px: no horizontal scroll
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, '/th/profile/points');
  await expect(page.getByRole('heading', { name: 'ประวัติคะแนน' })).toBeVisible();
  await expect(page.getByTestId('points-history-entry').first()).toContainText('แลกของรางวัล');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
