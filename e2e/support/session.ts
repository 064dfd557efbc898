import { expect, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { serviceUrl } from './composition';
import { gotoHydrated } from './hydration';

/**
 * The browser's session is the API's HttpOnly `academy_session` cookie with `XSRF-TOKEN` beside
 * it (services/api/docs/accounts.md "Sessions"); nothing of it is in web storage. Tests that need a
 * signed-in browser without going through the login screen sign in through the API with the
 * page's own request context, which shares the browser's cookie jar.
 */

export const SESSION_COOKIE = 'academy_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const api = () => serviceUrl('api');

async function cookieOf(context: BrowserContext, name: string) {
  return (await context.cookies(api())).find((cookie) => cookie.name === name);
}

/** The session token the browser holds (test runner only: no page script can read it). */
export async function sessionToken(page: Page): Promise<string> {
  const cookie = await cookieOf(page.context(), SESSION_COOKIE);
  expect(cookie, 'a session cookie').toBeTruthy();
  return cookie!.value;
}

/** Signs the page's browser in through the API (sets the session cookies in its context). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post(`${api()}/client/user-clients/login`, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  await sessionToken(page);
}

/**
 * Calls the API as the page's signed-in browser: its cookies, and for a change the X-XSRF-TOKEN
 * the site's HTTP client would send.
 */
export async function browserApi(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  const xsrf = (await cookieOf(page.context(), XSRF_COOKIE))?.value;
  return page.request.fetch(`${api()}${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: method === 'GET' || !xsrf ? {} : { 'X-XSRF-TOKEN': xsrf },
  });
}

/** Signs on with the exchange sandbox's user `exchangeUserId` through the login page (the API links that account). */
export async function signOnWithSandbox(page: Page, exchangeUserId: string) {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`^${serviceUrl('exchange-sandbox')}/oauth2/authorize\\?`));
  await page.locator(`button[data-user-id="${exchangeUserId}"]`).click();
  await expect(page).toHaveURL(/\/en$/, { timeout: 45_000 });
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}
