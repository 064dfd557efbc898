import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EXCHANGE_LINK_COOKIE } from '../../src/lib/exchange-link-cookie.ts';
import { decodeMail, linkToken, type DecodedMail, type startExchangeSandbox } from './accounts.ts';
import type { startSmtpCapture } from './smtp.ts';

type Sandbox = Awaited<ReturnType<typeof startExchangeSandbox>>;
type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

export const LINK_SUBJECT = 'Link your exchange account - Academy';

export const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name);

/**
 * Exchange sign-on into an existing account by its mailed link (docs/accounts.md "Exchange sign-on"), the
 * way a browser does it: sign on, read the mail, confirm with the binding cookie.
 */
export function exchangeLinkFlow(getApp: () => FastifyInstance, exchange: Sandbox, smtp: Smtp) {
  const post = (url: string, payload: Record<string, unknown>, cookies: Record<string, string> = {}) =>
    getApp().inject({ method: 'POST', url: `/client/user-clients/${url}`, payload, cookies });

  const linkMails = (email: string): DecodedMail[] =>
    smtp.messages
      .filter((m) => m.to.includes(email))
      .map(decodeMail)
      .filter((m) => m.subject === LINK_SUBJECT || m.subject.startsWith('เชื่อมต่อบัญชี'));

  /** login-exchange as `exchangeUserId`: the answer and the browser binding cookie it set, if any. */
  const signOn = async (exchangeUserId: string, extra: Record<string, unknown> = {}) => {
    const response = await post('login-exchange', { ...(await exchange.signOnBody(exchangeUserId)), ...extra });
    return { response, binding: cookieOf(response, EXCHANGE_LINK_COOKIE)?.value };
  };

  /** A sign-on that must end in the mailed link: its 409, binding cookie and the mail's token. */
  const signOnToMail = async (exchangeUserId: string, email: string, extra: Record<string, unknown> = {}) => {
    const before = linkMails(email).length;
    const { response, binding } = await signOn(exchangeUserId, extra);
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'EXCHANGE_LINK_CONFIRM_EMAIL_SENT');
    assert.ok(binding, 'the binding cookie is set');
    const mails = linkMails(email);
    assert.equal(mails.length, before + 1, 'one link mail');
    const mail = mails[mails.length - 1] as DecodedMail;
    return { response, binding, mail, token: linkToken(mail, 'auth/link-exchange') };
  };

  /** confirm-exchange-link with the mail's token, from a browser holding `binding` (or none). */
  const confirm = (token: string, binding?: string) =>
    post('confirm-exchange-link', { token }, binding ? { [EXCHANGE_LINK_COOKIE]: binding } : {});

  return { post, linkMails, signOn, signOnToMail, confirm };
}
