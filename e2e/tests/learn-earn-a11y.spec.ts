import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import type { Language } from '@academy/contracts';
import { playShownQuestions } from '../support/main-quiz';

// Issues 8 and 9: every learn-and-earn screen, in English and Thai, light and dark, has no
// serious or critical axe violation. The signed-in learner is the sandbox's exu_1001 (KYC verified).
// Two tours, not four: what axe finds depends on the theme (colours, contrast) or on the language
// (names, labels, lang), never on the pair, so English in light and Thai in dark check every
// screen in both themes and both languages at half the time of the full cross product.

// A quiz no other spec plays: its first attempt is graded, whatever ran before.
const QUIZ = 'what-are-nfts';
const tours = [
  { lang: 'en', theme: 'light' },
  { lang: 'th', theme: 'dark' },
] as const;

const startLabel: Record<Language, RegExp> = {
  en: /^(Start quiz|Resume quiz|Retake quiz)$/,
  th: /^(เริ่มทำแบบทดสอบ|ทำต่อ|ทำแบบทดสอบอีกครั้ง)$/,
};

async function signOn(page: Page) {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator('button[data-user-id="exu_1001"]').click();
  await expect(page).toHaveURL(/\/en$/, { timeout: 45_000 });
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** The whole page (the shell's header and footer too) once `ready` holds; serious and critical only. */
async function expectAccessible(page: Page, label: string, theme: string) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // let transitions (fades of cards, dialogs) end so colours are final
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // soft: every screen of the run is checked and reported, not only the first with a finding
  expect
    .soft(
      serious.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
      ),
      label,
    )
    .toEqual([]);
}

test.use({ actionTimeout: 30_000 });

// Kept by the worker; a failed test restarts the worker, and the next test sets them up again.
let certificateId = '';
let popQuizId = 0;
let packageId = 0;

/** The learner signs on and passes a quiz (result, certificate); the ids of an open pop quiz and a package. True when it ran. */
async function setUp(page: Page): Promise<boolean> {
  if (certificateId) return false;
  await signOn(page);
  await gotoHydrated(page, `/en/quizzes/${QUIZ}`);
  await page.getByRole('button', { name: startLabel.en }).click();
  await playShownQuestions(page, QUIZ);
  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await page.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/en\/certificates\/[\w-]+$/);
  certificateId = new URL(page.url()).pathname.split('/').pop()!;

  const cards = (await (await page.request.get(`${serviceUrl('api')}/client/pop-quizs-available`)).json()) as {
    items: Array<{ id: number; status: string }>;
  };
  const card = cards.items.find((c) => c.status === 'active') ?? cards.items[0];
  expect(card).toBeTruthy();
  popQuizId = card!.id;
  const packages = (await (await page.request.get(`${serviceUrl('api')}/client/subscriptions`)).json()) as Array<{
    id: number;
  }>;
  packageId = packages[0]!.id;
  return true;
}

for (const { lang, theme } of tours) {
  test(`learn-and-earn screens have no serious or critical violations (${lang}, ${theme})`, async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    test.setTimeout(600_000);
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    page.on('dialog', (dialog) => void dialog.accept());
    const signedIn = await setUp(page);

    // public screens first, without a session
    const visitorContext = await browser.newContext({ baseURL });
    await visitorContext.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const visitor = await visitorContext.newPage();
    await gotoHydrated(visitor, `/${lang}/certificates/verify/${certificateId}`);
    await expect(visitor.getByTestId('certificate-valid')).toBeVisible();
    await expectAccessible(visitor, 'certificate verification', theme);
    await visitorContext.close();

    if (!signedIn) await signOn(page);
    const visit = async (url: string, ready: () => Promise<void>, label = url) => {
      await gotoHydrated(page, url);
      await ready();
      await expectAccessible(page, label, theme);
    };
    const L = `/${lang}`;

    // issue 8: quizzes
    await visit(`${L}/quizzes`, () => expect(page.getByTestId('quiz-cards')).toBeVisible());
    await visit(`${L}/quizzes/${QUIZ}/result`, () => expect(page.getByTestId('quiz-grade')).toBeVisible());
    await visit(`${L}/certificates/${certificateId}`, () => expect(page.getByTestId('certificate')).toBeVisible());
    await visit(`${L}/quiz-history`, () => expect(page.getByTestId('quiz-history-row').first()).toBeVisible());
    await visit(`${L}/pop-quizzes`, () => expect(page.getByTestId('pop-quiz-cards')).toBeVisible());
    // a pop quiz: "ready?" the first time (English tour), then the started try (question or result)
    await visit(`${L}/pop-quizzes/${popQuizId}`, () =>
      expect(page.getByTestId('pop-quiz-ready').or(page.locator('#pop-quiz-question'))).toBeVisible(),
    );
    if (await page.getByTestId('pop-quiz-ready').isVisible()) {
      await page.getByRole('button', { name: lang === 'en' ? 'Start' : 'เริ่ม', exact: true }).click();
      await expect(page.locator('#pop-quiz-question')).toBeVisible();
      await expectAccessible(page, 'pop quiz play', theme);
    }
    await visit(`${L}/profile/my-quizzes`, () => expect(page.getByRole('tabpanel')).toBeVisible());
    // play: one question on screen
    await gotoHydrated(page, `${L}/quizzes/${QUIZ}`);
    await page.getByRole('button', { name: startLabel[lang] }).click();
    await expect(page.getByTestId('quiz-position')).toBeVisible();
    await expectAccessible(page, 'quiz play', theme);

    // issue 9: subscriptions, redeem, coupons, the profile
    await visit(`${L}/subscriptions`, () => expect(page.getByTestId('package-price').first()).toBeVisible());
    await visit(`${L}/checkout/${packageId}`, () => expect(page.getByTestId('checkout-total')).toBeVisible());
    await visit(`${L}/payment-success`, () => expect(page.getByTestId('payment-success-page')).toBeVisible());
    await visit(`${L}/redeem`, () => expect(page.getByTestId('reward-kkub-1')).toBeVisible());
    await visit(`${L}/redeem/history`, () => expect(page.getByTestId('redeem-history-page')).toBeVisible());
    await visit(`${L}/rewards/tracking`, () => expect(page.getByTestId('reward-tracking-page')).toBeVisible());
    await visit(`${L}/coupons`, () => expect(page.getByTestId('coupon-page')).toBeVisible());
    // the coupon form's error state too
    await page.getByTestId('coupon-page').getByRole('textbox').fill('NO-SUCH-COUPON');
    await page
      .getByTestId('coupon-page')
      .getByRole('button', { name: lang === 'en' ? 'Check' : 'ตรวจสอบ' })
      .click();
    await expect(page.getByTestId('coupon-error')).toBeVisible();
    await expectAccessible(page, 'coupon error', theme);
    await visit(`${L}/profile/subscription`, () =>
      expect(page.getByTestId('subscription-panel').or(page.getByTestId('empty-state'))).toBeVisible(),
    );
    await visit(`${L}/profile/points`, () => expect(page.getByTestId('points-balance')).toBeVisible());
  });
}
