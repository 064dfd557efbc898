import { z } from 'zod';
import { runtimeConfig } from '@academy/platform';
import { exchangeHttp } from '../exchange-http';

/** POST {exchange}/oauth2/access_token answers (RFC 6749 section 5.1). */
export const accessTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenSchema>;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** grant authorization_code: the browser is a public client, so PKCE's verifier replaces a secret. */
export async function exchangeAuthorizationCode(input: { code: string; redirectUri: string; codeVerifier: string }) {
  const { data } = await exchangeHttp.post(
    '/oauth2/access_token',
    form({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: runtimeConfig().exchangeClientId,
      code_verifier: input.codeVerifier,
    }),
    { headers: formHeaders },
  );
  return accessTokenSchema.parse(data);
}

/** grant refresh_token: rotates the pair (the old access and refresh tokens stop working). */
export async function refreshAccessToken(refreshToken: string) {
  const { data } = await exchangeHttp.post(
    '/oauth2/access_token',
    form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: runtimeConfig().exchangeClientId }),
    { headers: formHeaders },
  );
  return accessTokenSchema.parse(data);
}
