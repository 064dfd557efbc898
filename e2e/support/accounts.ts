import { expect } from '@playwright/test';
import { serviceUrl } from './composition';
import { linkIn, waitForMail, type Mail } from './mail';

/** Register and verify through the API and the mail catcher (for tests about something else). */
export async function verifiedAccount(email: string, password: string) {
  const api = serviceUrl('api');
  const res = await fetch(`${api}/client/user-clients/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password, acceptTerms: true, language: 'en' }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  // The newest mail with a verification link: the address may have had other mail (an invitation).
  const isVerification = (mail: Mail) => `${mail.text ?? ''}${mail.html ?? ''}`.includes('/verify-email?');
  const token = linkIn(await waitForMail(email, isVerification), '/verify-email').searchParams.get('token');
  const verified = await fetch(`${api}/client/user-clients/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
}
