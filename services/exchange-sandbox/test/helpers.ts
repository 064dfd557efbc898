import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';

export const CLIENT_ID = 'academy';
export const CLIENT_SECRET = 'test-secret';
export const REDIRECT = 'http://localhost:3000/en/auth/callback';
export const REDIRECT_TH = 'http://localhost:3000/th/auth/callback';
export const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function makeApp(options: BuildOptions = {}): FastifyInstance {
  return buildApp({
    ...options,
    config: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT, REDIRECT_TH],
      ...options.config,
    },
  });
}

export const form = (data: Record<string, string>) => new URLSearchParams(data).toString();
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** POST /oauth2/authorize as `userId`; returns the code from the redirect. */
export async function authorize(app: FastifyInstance, userId: string, state = 'st-1', redirectUri = REDIRECT) {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth2/authorize',
    headers: FORM,
    payload: form({ client_id: CLIENT_ID, redirect_uri: redirectUri, response_type: 'code', state, user_id: userId }),
  });
  if (res.statusCode !== 302) throw new Error(`authorize failed: ${res.statusCode} ${res.body}`);
  const location = new URL(res.headers.location as string);
  return { location, code: location.searchParams.get('code')! };
}

export async function exchangeCode(app: FastifyInstance, code: string, redirectUri = REDIRECT) {
  return app.inject({
    method: 'POST',
    url: '/oauth2/access_token',
    headers: FORM,
    payload: form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    }),
  });
}

/** A bearer access token for a seeded user, through the real flow. */
export async function tokenFor(app: FastifyInstance, userId: string) {
  const { code } = await authorize(app, userId);
  const res = await exchangeCode(app, code);
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number; token_type: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
