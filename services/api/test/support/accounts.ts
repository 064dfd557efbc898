import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import { buildApp as buildSandbox } from '../../../exchange-sandbox/src/app.ts';
import { whenFileEnds } from './file-end.ts';
import type { CapturedMail } from './smtp.ts';

/** A temp DATA_DIR (uploads) removed when the test file ends. */
export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-accounts-'));
  whenFileEnds(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Config for account tests: generous auth rate limits unless a test sets them. */
export function accountConfig(overrides: Partial<Config> = {}): Partial<Config> {
  return {
    DATA_DIR: tempDataDir(),
    PUBLIC_SITE_URL: 'https://academy.test',
    AUTH_RATE_LIMIT_IP_MAX: 10_000,
    AUTH_RATE_LIMIT_EMAIL_MAX: 10_000,
    ...overrides,
  };
}

/** A controllable clock: app.clock.now returns `clock.at`. */
export function fakeClock(app: FastifyInstance, start = new Date()) {
  const clock = {
    at: new Date(start),
    advanceMinutes(minutes: number) {
      clock.at = new Date(clock.at.getTime() + minutes * 60_000);
    },
  };
  app.clock.now = () => new Date(clock.at);
  return clock;
}

export const SANDBOX_CLIENT_ID = 'academy';
export const SANDBOX_CLIENT_SECRET = 'sandbox-test-secret';
export const SANDBOX_REDIRECT = 'http://localhost:3000/en/auth/callback';
/** Another app registered at the same exchange: its codes and tokens must not work here. */
export const OTHER_CLIENT = { id: 'other-app', secret: 'other-app-secret', redirect: 'http://localhost:3999/callback' };

/** The real exchange sandbox listening on a random loopback port (closed at the end of the file). */
export async function startExchangeSandbox() {
  const sandbox = buildSandbox({
    config: {
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      redirectUris: [SANDBOX_REDIRECT],
      otherClient: { id: OTHER_CLIENT.id, secret: OTHER_CLIENT.secret, redirectUris: [OTHER_CLIENT.redirect] },
    },
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  whenFileEnds(() => sandbox.close());
  const { port } = sandbox.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const form = (data: Record<string, string>) => new URLSearchParams(data).toString();
  /** The sandbox login page's form post: returns the authorization code. */
  const authorize = async (userId: string, extra: Record<string, string> = {}) => {
    const response = await sandbox.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: SANDBOX_REDIRECT,
        response_type: 'code',
        state: 's',
        user_id: userId,
        ...extra,
      }),
    });
    if (response.statusCode !== 302) throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
    return new URL(String(response.headers.location)).searchParams.get('code') as string;
  };
  /**
   * The body of login-exchange / link-exchange as the site sends it: a code issued for a PKCE
   * challenge, its redirect URI and verifier. `client: 'other'` asks the code for the other app.
   */
  const signOnBody = async (userId: string, options: { client?: 'academy' | 'other' } = {}) => {
    const codeVerifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
    const other = options.client === 'other';
    const redirectUri = other ? OTHER_CLIENT.redirect : SANDBOX_REDIRECT;
    const code = await authorize(userId, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(other ? { client_id: OTHER_CLIENT.id, redirect_uri: redirectUri } : {}),
    });
    return { code, redirectUri, codeVerifier };
  };
  /** An access token through the real code -> token exchange (`client: 'other'`: the other app's). */
  const accessToken = async (userId: string, options: { client?: 'academy' | 'other' } = {}) => {
    const other = options.client === 'other';
    const code = await authorize(
      userId,
      other ? { client_id: OTHER_CLIENT.id, redirect_uri: OTHER_CLIENT.redirect } : {},
    );
    const response = await fetch(`${baseUrl}/oauth2/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: other ? OTHER_CLIENT.redirect : SANDBOX_REDIRECT,
        client_id: other ? OTHER_CLIENT.id : SANDBOX_CLIENT_ID,
        client_secret: other ? OTHER_CLIENT.secret : SANDBOX_CLIENT_SECRET,
      }),
    });
    const body = (await response.json()) as { access_token: string };
    return body.access_token;
  };
  const config: Partial<Config> = {
    EXCHANGE_BASE_URL: baseUrl,
    EXCHANGE_CLIENT_ID: SANDBOX_CLIENT_ID,
    EXCHANGE_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
  };
  return { sandbox, baseUrl, config, authorize, accessToken, signOnBody };
}

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export interface DecodedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A minimal MIME reader for nodemailer's text + html messages. */
export function decodeMail(mail: CapturedMail): DecodedMail {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const headerEnd = raw.indexOf('\n\n');
  const headers = raw.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const result: DecodedMail = { to: mail.to, subject, text: '', html: '' };
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.slice(headerEnd).split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const trimmed = part.replace(/^\n/, '');
    const end = trimmed.indexOf('\n\n');
    const partHeaders = trimmed.slice(0, end);
    const body = trimmed.slice(end + 2);
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHeaders)?.[1]?.toLowerCase() ?? '7bit';
    const decoded = decodeBody(body, encoding);
    if (/Content-Type: text\/html/i.test(partHeaders)) result.html = decoded;
    else if (/Content-Type: text\/plain/i.test(partHeaders)) result.text = decoded;
  }
  return result;
}

/** The token of the link in a mail's text part. */
export function linkToken(mail: DecodedMail, pathPart: string): string {
  const match = new RegExp(`https://academy\\.test/(en|th)/${pathPart}\\?token=([\\w%-]+)`).exec(mail.text);
  if (!match?.[2]) throw new Error(`no ${pathPart} link in: ${mail.text}`);
  return decodeURIComponent(match[2]);
}
