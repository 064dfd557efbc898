import { randomUUID } from 'node:crypto';
import { expect, test, type Browser } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { checkScreen as check } from '../support/screen-check';
import { browserApi, signInThroughApi } from '../support/session';

// Issue 34's screens on a 360 px phone, English in light and Thai in dark (what axe and the layout
// find depends on the language or the theme, so two tours cover both of each): the paths list, a
// path page for a visitor and with a learner's progress, home's "continue your path" and the
// profile's Reading tab. No serious or critical axe violation, nothing wider than its column.

const PHONE = { width: 360, height: 740 };
const PATH = 'crypto-basics';
const FIRST_STEP = 'what-is-blockchain';
const tours = [
  { lang: 'en', theme: 'light' },
  { lang: 'th', theme: 'dark' },
] as const;

async function newPhone(browser: Browser, baseURL: string, theme: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  return context.newPage();
}

for (const { lang, theme } of tours) {
  const L = `/${lang}`;

  test(`paths for a visitor (${lang}, ${theme}, 360 px)`, async ({ browser, baseURL }) => {
    const page = await newPhone(browser, baseURL!, theme);
    await check(page, `${L}/paths`, theme, (p) => expect(p.getByTestId(`path-card-${PATH}`)).toBeVisible());
    await check(page, `${L}/paths/${PATH}`, theme, (p) =>
      expect(p.getByTestId(`path-step-${FIRST_STEP}`)).toBeVisible(),
    );
    await expect(page.getByTestId('path-progress')).toHaveCount(0);
    await page.context().close();
  });

  test(`a learner's path, home and reading (${lang}, ${theme}, 360 px)`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await newPhone(browser, baseURL!, theme);
    const email = `journey-a11y-${randomUUID()}@example.test`;
    await verifiedAccount(email, 'Passw0rd!');
    await signInThroughApi(page, email, 'Passw0rd!');
    expect((await browserApi(page, 'POST', `/client/v2/reading/${FIRST_STEP}/read`)).status()).toBe(200);

    await check(page, `${L}/paths/${PATH}`, theme, (p) => expect(p.getByTestId('path-progress')).toBeVisible());
    await check(page, L, theme, (p) => expect(p.getByTestId('home-continue-path')).toBeVisible());
    await check(page, `${L}/profile/reading`, theme, (p) =>
      expect(p.getByTestId('reading-recent-item').first()).toBeVisible(),
    );
    await page.context().close();
  });
}
