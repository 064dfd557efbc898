import { expect, test, type Page } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { verifiedAccount } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mail';
import { gotoHydrated } from '../support/hydration';
import { SESSION_COOKIE, sessionToken } from '../support/session';

// Accounts end to end against the real composition: API, exchange sandbox, mail catcher.
// Each test makes its own accounts, so they run independently.

const PASSWORD = 'Academy1!';
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const api = () => serviceUrl('api');

async function login(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('register -> verify by mail -> login -> profile -> favourite -> logout', async ({ page }) => {
  // Ten page loads, each reading the session again: 1.4-1.5 min on a busy machine (fresh-clone runs
  // with the compose images building beside e2e), so 90 s was the edge.
  test.setTimeout(150_000);
  const email = unique('learner');

  // register
  await gotoHydrated(page, '/en/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('register-success')).toContainText('Check your email');

  // logging in before verifying is refused with the catalogue's message and a resend link
  await login(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toContainText(
    'Your email address is not verified yet. Check your inbox for the link.',
  );
  await expect(page.getByRole('link', { name: 'Resend verification email' })).toBeVisible();

  // open the mail in the catcher and follow its link (same path on the composition's shell)
  const link = linkIn(await waitForMail(email), '/verify-email');
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await expect(page.getByTestId('verify-success')).toContainText('Your email is verified');
  // the same link opened a second time (in Thai): already verified, log in; not "expired"
  await gotoHydrated(page, `${link.pathname.replace('/en/', '/th/')}${link.search}`);
  await expect(page.getByTestId('verify-success')).toContainText('อีเมลของคุณยืนยันแล้ว');
  await expect(page.getByTestId('verify-failed')).toHaveCount(0);

  // login (from a clean session)
  await page.context().clearCookies();
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('user-points')).toBeVisible();

  // edit the profile
  await gotoHydrated(page, '/en/profile');
  await page.getByLabel('Name', { exact: true }).fill('Malee');
  await page.getByLabel('Surname', { exact: true }).fill('Suksan');
  await page.getByLabel('Phone number').fill('0812345678');
  await expect(page.getByLabel('Province').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Province').selectOption('Chiang Mai');
  await page.getByLabel('Postcode').fill('50200');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-name')).toHaveText('Malee');
  await page.keyboard.press('Escape');

  // a bad phone number is refused in the form
  await page.getByLabel('Phone number').fill('12ab');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  // an image over 5 MB is refused before upload
  await page.getByTestId('profile-image-input').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByTestId('profile-image-error')).toHaveText(
    'The file is too large: the maximum size is 5 MB. Please choose a smaller file and try again.',
  );

  // favourite an article with the article page's toggle, then see it in the favourites tab
  await gotoHydrated(page, '/en/articles/layer-2-rollups');
  // Wait for the article itself (the loading state has its own heading).
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  // Server-rendered for a visitor, the page reloads the article for the signed-in learner.
  await expect(page.getByTestId('article-loading')).toHaveCount(0);
  const title = (await page.locator('main h1').innerText()).trim();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, '/en/profile/favourites');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // unsave from the tab
  await page.getByRole('button', { name: `Remove ${title} from favourites` }).click();
  await expect(page.getByText('No favourite articles yet')).toBeVisible();

  // logout from the header: the cookies are gone and the old token is no longer accepted
  const token = await sessionToken(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect((await page.context().cookies(api())).map((c) => c.name)).not.toContain(SESSION_COOKIE);
  const after = await page.request.post(`${api()}/client/user-clients/me`, {
    headers: { Authorization: `Bearer ${token}`, token: `Bearer ${token}`, type: 'user' },
  });
  expect(after.status()).toBe(401);
});

test('exchange sign-on with a KYC-verified sandbox user, then the KYC prefill', async ({ page }) => {
  // Two page loads, an exchange round trip (45 s allowed alone) and a dialog: more than the default 45 s when busy.
  test.setTimeout(90_000);
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`^${serviceUrl('exchange-sandbox')}/oauth2/authorize\\?`));
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('client_id')).toBe('academy');
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  await page.locator('button[data-user-id="exu_1001"]').click();

  // the callback trades the code with the exchange: slow on a busy machine (as in support/main-quiz.ts)
  await expect(page).toHaveURL(/\/en$/, { timeout: 45_000 });
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-name')).toHaveText('Somchai');
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/en/profile');
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await page.getByRole('button', { name: 'Fill from my exchange KYC' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('kyc-prefill')).toContainText('+66812345678');
  await expect(dialog.getByTestId('kyc-prefill')).toContainText('10110');
  await dialog.getByRole('button', { name: 'Save these details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Phone number')).toHaveValue('+66812345678');
  await expect(page.getByLabel('Postcode')).toHaveValue('10110');
});

test('exchange sign-on into an account registered with the same email: no session, a mailed link opened in this browser links it', async ({
  page,
}) => {
  // Three page loads and two exchange round trips: slow on a busy machine.
  test.setTimeout(90_000);
  // The sandbox's exu_1005 (Kanya, KYC verified), whose address an academy account was registered with first.
  const email = 'kanya.linkmail@sandbox.test';
  await verifiedAccount(email, PASSWORD);

  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator('button[data-user-id="exu_1005"]').click();
  await expect(page.getByTestId('callback-link-sent')).toContainText(
    `We sent a link to ${email}: open it in this browser within 30 minutes`,
    { timeout: 45_000 },
  );
  expect((await page.context().cookies(api())).map((c) => c.name)).not.toContain(SESSION_COOKIE);

  // The mail holds the academy's own words only, and a link to the account's page.
  const mail = await waitForMail(email, (m) => m.subject === 'Link your exchange account - Academy');
  expect(`${mail.text ?? ''}${mail.html ?? ''}`).not.toMatch(/Kanya|Thongdee|exu_1005/);
  const link = linkIn(mail, '/auth/link-exchange');
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await expect(page.getByText(/signs out every other device/)).toBeVisible();
  await page.getByRole('button', { name: 'Link my exchange account' }).click();

  // Signed in, identity verified by the exchange.
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-name')).toHaveText('Kanya');
  await page.keyboard.press('Escape');

  // The password set before anyone proved the mailbox and the exchange together is gone.
  const withPassword = await fetch(`${api()}/client/user-clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(withPassword.status).toBe(401);
});

test('anti-phishing words wait for a verified address (an exchange account whose email the exchange did not verify)', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator('button[data-user-id="exu_1004"]').click();
  await expect(page).toHaveURL(/\/en$/, { timeout: 45_000 });
  await gotoHydrated(page, '/en/profile');
  await expect(page.getByLabel('Anti-phishing words')).toBeDisabled();
  await expect(page.getByText('Verify your email address to set anti-phishing words')).toBeVisible();
});

test('a forged callback state is refused', async ({ page }) => {
  await gotoHydrated(page, '/en/auth/callback?code=anything&state=forged');
  await expect(page.getByTestId('callback-error')).toContainText('This sign-in could not be confirmed');
});

test('five wrong passwords lock the account', async ({ page }) => {
  const email = unique('locked');
  await verifiedAccount(email, PASSWORD);
  for (let i = 0; i < 5; i++) {
    await login(page, email, 'Wrong-pass1!');
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  await login(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText('Your account has been temporarily locked.');
});

test('an invalid reset link says it is expired and offers a new one', async ({ page }) => {
  await gotoHydrated(page, '/en/reset-password?token=not-a-real-token');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('This link has expired.');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
});

test('forgot password mails a reset link that works once', async ({ page }) => {
  const email = unique('forgot');
  await verifiedAccount(email, PASSWORD);
  await gotoHydrated(page, '/en/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('forgot-success')).toBeVisible();
  const link = linkIn(await waitForMail(email, (m) => /reset/i.test(m.subject)), '/reset-password');
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('Academy2!');
  await page.getByLabel('Confirm password').fill('Academy2!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-success')).toBeVisible();
  await login(page, email, 'Academy2!');
  await expect(page).toHaveURL(/\/en$/);

  // the same link again is expired
  await page.context().clearCookies();
  await gotoHydrated(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('Academy3!');
  await page.getByLabel('Confirm password').fill('Academy3!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('reset-error')).toContainText('This link has expired.');
});
