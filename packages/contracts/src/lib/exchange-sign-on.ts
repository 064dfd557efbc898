import { z } from 'zod';
import { accountLanguageSchema } from './accounts';
import { apiErrorSchema } from './errors';

/**
 * POST /client/user-clients/login-exchange and /link-exchange: the OAuth2 authorization code the
 * exchange sent back, its redirect URI and the PKCE verifier. The API redeems the code itself with
 * its client credentials, so only codes issued to the academy work (a raw exchange access token,
 * which any other app of the exchange could hold, is not accepted).
 */
export const exchangeLoginRequestSchema = z.object({
  code: z
    .string()
    .min(1)
    .max(2000)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL'),
  redirectUri: z.url({ protocol: /^https?$/ }).max(2000),
  /** PKCE (RFC 7636) code_verifier of the authorization request's S256 code_challenge. */
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier'),
  language: accountLanguageSchema.optional(),
});
export type ExchangeLoginRequest = z.input<typeof exchangeLoginRequestSchema>;

/**
 * login-exchange 409 EXCHANGE_LINK_CONFIRM_EMAIL_SENT: the exchange's verified email belongs to an
 * academy account that is not linked yet. No session: a one-time link went to that address
 * (`email`, the exchange's own address of the person signing on), to be opened in this browser
 * before `expiresAt`.
 */
export const exchangeLinkPendingSchema = apiErrorSchema.extend({
  code: z.literal('EXCHANGE_LINK_CONFIRM_EMAIL_SENT'),
  email: z.string(),
  expiresAt: z.string(),
});
export type ExchangeLinkPending = z.infer<typeof exchangeLinkPendingSchema>;

/** A 409 of login-exchange: any error code, and the pending link's fields when it is that one. */
export const exchangeSignOnConflictSchema = apiErrorSchema.extend({
  email: z.string().optional(),
  expiresAt: z.string().optional(),
});

/** POST /client/user-clients/confirm-exchange-link (the token of the link /{lang}/auth/link-exchange?token=) */
export const exchangeLinkConfirmRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type ExchangeLinkConfirmRequest = z.input<typeof exchangeLinkConfirmRequestSchema>;

/** GET /client/user-clients/me/kyc-prefill (linked accounts): the exchange's KYC prefill, for the user to confirm. */
export const kycPrefillSchema = z.object({
  kycStatus: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  postcode: z.string().nullable(),
});
export type KycPrefill = z.infer<typeof kycPrefillSchema>;
