import { appError } from './app-error.ts';

/** `GET /api/v1/me` of the exchange. */
export interface ExchangeMe {
  id: string;
  email: string | null;
  /** The exchange's `email_verified` claim: only `true` counts. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  kycStatus: string;
  walletAddress: string | null;
}

export interface ExchangeTokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** seconds */
  expiresIn: number;
}

/** `GET /kyc-api/v1/next/kyc/prefill-data` -> data. */
export interface ExchangePrefill {
  exchangeUserId?: string;
  email?: string | null;
  kycStatus?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  province?: string | null;
  postcode?: string | null;
  walletAddress?: string | null;
}

export interface ExchangeBalance {
  walletAddress: string;
  kkub: number;
  usdCents: number;
}

export interface ExchangeClient {
  /** OAuth2 authorization code -> tokens (server side, with the client secret and the PKCE verifier). */
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<ExchangeTokenSet>;
  /** grant refresh_token with the client secret (rotates the pair). */
  refresh(refreshToken: string): Promise<ExchangeTokenSet>;
  me(accessToken: string): Promise<ExchangeMe>;
  prefill(accessToken: string): Promise<ExchangePrefill | null>;
  balance(walletAddress: string): Promise<ExchangeBalance | null>;
  /**
   * KKUB from the academy treasury to a wallet, idempotent by `reference` (a retry with the
   * same reference pays nothing more and answers the first transfer). Never throws: only a
   * refusal of the transfer itself (400, 404, 409, 422) is final; anything else is `retryable`.
   */
  transfer(input: { toAddress: string; amountKkub: number; reference: string }): Promise<TransferOutcome>;
}

export type TransferOutcome =
  | { ok: true; transferId: string; txHash: string | null; replayed: boolean }
  | { ok: false; retryable: boolean; code: string };

export interface ExchangeClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

const rejected = () => appError('UNAUTHORIZED');
const unavailable = () => appError('SERVICE_UNAVAILABLE');

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** HTTP client of the exchange (the sandbox locally). */
export function exchangeClient(options: ExchangeClientOptions): ExchangeClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable();
    }
  }

  async function tokenRequest(fields: Record<string, string>): Promise<ExchangeTokenSet> {
    const response = await call('/oauth2/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: new URLSearchParams(fields).toString(),
    });
    if (response.status >= 500) throw unavailable();
    if (!response.ok) throw rejected();
    const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    const accessToken = str(body.access_token);
    if (!accessToken) throw rejected();
    const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    return { accessToken, refreshToken: str(body.refresh_token), expiresIn };
  }

  return {
    async exchangeCode(code, redirectUri, codeVerifier) {
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },

    async refresh(refreshToken) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async me(accessToken) {
      const response = await call('/api/v1/me', { headers: { authorization: `Bearer ${accessToken}` } });
      if (response.status >= 500) throw unavailable();
      if (!response.ok) throw rejected();
      const body = (await response.json()) as Record<string, unknown>;
      const id = str(body.id);
      if (!id) throw rejected();
      return {
        id,
        email: str(body.email)?.toLowerCase() ?? null,
        emailVerified: body.email_verified === true,
        firstName: str(body.firstName),
        lastName: str(body.lastName),
        kycStatus: str(body.kycStatus) ?? 'unverified',
        walletAddress: str(body.walletAddress),
      };
    },

    async prefill(accessToken) {
      const response = await call('/kyc-api/v1/next/kyc/prefill-data', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: ExchangePrefill };
      return body.data ?? null;
    },

    async balance(walletAddress) {
      const response = await call(`/wallet/v1/wallets/${encodeURIComponent(walletAddress)}/balance`, {
        headers: { authorization: basic },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw unavailable();
      const body = (await response.json()) as Record<string, unknown>;
      return {
        walletAddress: str(body.walletAddress) ?? walletAddress,
        kkub: Number(body.kkub ?? 0),
        usdCents: Number(body.usdCents ?? 0),
      };
    },

    async transfer(input) {
      let response: Response;
      try {
        response = await fetch(`${base}/wallet/v1/transfers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: basic, 'idempotency-key': input.reference },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { ok: false, retryable: true, code: 'EXCHANGE_UNREACHABLE' };
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) {
        const transferId = str(body.transferId);
        if (!transferId) return { ok: false, retryable: true, code: 'EXCHANGE_BAD_RESPONSE' };
        return {
          ok: true,
          transferId,
          txHash: str(body.txHash),
          replayed: response.headers.get('idempotent-replayed') === 'true',
        };
      }
      const code = str(body.code) ?? str(body.error) ?? `HTTP_${response.status}`;
      // Final only when the exchange refused this transfer itself (bad address, chain rejection,
      // reference clash); an outage, rate limit, our credentials or an empty treasury can pass.
      const retryable = ![400, 404, 409, 422].includes(response.status);
      return { ok: false, retryable, code: code.slice(0, 64) };
    },
  };
}
