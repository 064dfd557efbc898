import { expect, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { SESSION_COOKIE, XSRF_COOKIE, sessionToken } from '../support/session';

// Issue 21 item 5: the session is the API's HttpOnly cookie. After a login through the site no
// page script can reach the token, nothing personal is in web storage, and every load reads the
// session again from the API.

const PASSWORD = 'Academy1!';
const api = () => serviceUrl('api');
const personal = {
  name: 'Malee',
  phoneNumber: '0812345678',
  address: '99 Sukhumvit Road',
  phishingWords: 'purple heron',
};

/** An API client's session of the same account (bearer token), to change it from elsewhere. */
async function apiClientPatch(email: string, patch: Record<string, string>) {
  const login = await fetch(`${api()}/client/user-clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const patched = await fetch(`${api()}/client/user-clients/me`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(patch),
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
}

test('after login no session token and nothing personal is within reach of the page; a reload reads the session again', async ({
  page,
}) => {
  test.setTimeout(90_000); // a registration through the mail catcher, a login and four pages hydrated on a busy machine
  const email = `session.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await apiClientPatch(email, personal);

  await gotoHydrated(page, '/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByTestId('user-points')).toBeVisible();

  const token = await sessionToken(page);
  const cookies = await page.context().cookies(api());
  expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookies.find((c) => c.name === XSRF_COOKIE)).toMatchObject({ httpOnly: false, sameSite: 'Lax' });

  // the profile shows the personal details (so the page has them in memory), then look around
  await gotoHydrated(page, '/en/profile');
  await expect(page.getByLabel('Phone number')).toHaveValue(personal.phoneNumber);
  const reachable = await page.evaluate(() => ({
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    documentCookie: document.cookie,
  }));
  for (const [where, text] of Object.entries(reachable)) expect(text, where).not.toContain(token);
  expect(reachable.documentCookie).not.toContain(SESSION_COOKIE);
  // the anti-forgery cookie is readable (its value tells nothing about the token)
  expect(reachable.documentCookie).toContain(`${XSRF_COOKIE}=`);
  const webStorage = reachable.localStorage + reachable.sessionStorage;
  for (const value of [email, ...Object.values(personal)]) expect(webStorage).not.toContain(value);

  // changed elsewhere (another session of the account): the next load shows it
  await apiClientPatch(email, { name: 'Malee Renamed' });
  await gotoHydrated(page, '/en');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-name')).toHaveText('Malee Renamed');
  await page.keyboard.press('Escape');

  // another site's form that posts to the API is refused, and the session survives it
  const other = await page.context().newPage();
  await other.setContent(
    `<form method="post" action="${api()}/client/user-clients/logout"><input name="a" value="1"><button>go</button></form>`,
  );
  const [refused] = await Promise.all([
    other.waitForResponse((response) => response.url().endsWith('/client/user-clients/logout')),
    other.click('button'),
  ]);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'CSRF_REJECTED' });
  await other.close();
  await gotoHydrated(page, '/en');
  await expect(page.getByTestId('user-points')).toBeVisible();
  expect(await sessionToken(page)).toBe(token);
});
