/**
 * How the academy takes money and mints member cards. One small interface; the default
 * implementation is the exchange (sandbox) wallet, called server to server with the client
 * credentials: `POST /wallet/v1/wallets/{address}/payments` (checks the 6-digit PIN, locks
 * after 3 wrong PINs for 15 minutes, idempotent by key) and `POST /wallet/v1/nfts/membership`.
 */

export interface ChargeInput {
  userId: number;
  /** The user's exchange wallet (the identity the provider charges). */
  walletAddress: string;
  amountCents: number;
  pin: string;
  /** The same key on a retry charges once: the provider replays the first payment. */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  paymentId: string;
  amountCents: number;
  /** true when the provider answered with the payment it had already made for this key. */
  replayed: boolean;
}

export interface MintInput {
  walletAddress: string;
  tier: string;
}

export interface MintResult {
  tokenId: string;
  contractAddress: string;
  mintedAt: string;
}

export type PaymentFailure =
  | 'PIN_INVALID'
  | 'PIN_LOCKED'
  | 'INSUFFICIENT_FUNDS'
  | 'WALLET_NOT_FOUND'
  | 'KEY_REUSED'
  | 'REJECTED'
  /** The provider did not answer (or answered 5xx): the charge may or may not have happened. */
  | 'UNAVAILABLE';

export class PaymentError extends Error {
  constructor(
    readonly failure: PaymentFailure,
    message: string,
    readonly details: { remainingAttempts?: number; lockedUntil?: string } = {},
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The provider keeps idempotency keys per wallet: an academy order key is scoped to its user. */
export const orderPaymentKey = (userId: number, orderKey: string) => `academy-subscription:${userId}:${orderKey}`;

export interface PaymentProvider {
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * The charge made under an idempotency key, or null when none was (reconciling an order whose
   * answer was lost). Throws PaymentError UNAVAILABLE when the provider cannot tell now.
   */
  findCharge(input: { walletAddress: string; idempotencyKey: string }): Promise<{ paymentId: string } | null>;
  mintMembership(input: MintInput): Promise<MintResult>;
}

export interface ExchangeWalletOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
}

const failureByCode: Record<string, PaymentFailure> = {
  PIN_INVALID: 'PIN_INVALID',
  PIN_LOCKED: 'PIN_LOCKED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_FUNDS',
  WALLET_NOT_FOUND: 'WALLET_NOT_FOUND',
  IDEMPOTENCY_KEY_REUSED: 'KEY_REUSED',
};

/** The default provider: the exchange (sandbox) wallet. */
export function exchangeWalletProvider(options: ExchangeWalletOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PaymentError('UNAVAILABLE', 'Payment provider unavailable');
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status >= 500) throw new PaymentError('UNAVAILABLE', 'Payment provider unavailable');
    return { status: response.status, json };
  }

  return {
    async charge(input) {
      const { status, json } = await post(`/wallet/v1/wallets/${encodeURIComponent(input.walletAddress)}/payments`, {
        amountCents: input.amountCents,
        description: input.description,
        pin: input.pin,
        idempotencyKey: input.idempotencyKey,
      });
      if (status === 200 || status === 201) {
        if (typeof json.paymentId !== 'string') throw new PaymentError('UNAVAILABLE', 'Malformed payment answer');
        return { paymentId: json.paymentId, amountCents: Number(json.amountCents), replayed: status === 200 };
      }
      const code = typeof json.code === 'string' ? json.code : '';
      const details: PaymentError['details'] = {};
      if (typeof json.remainingAttempts === 'number') details.remainingAttempts = json.remainingAttempts;
      if (typeof json.until === 'string') details.lockedUntil = json.until;
      throw new PaymentError(failureByCode[code] ?? 'REJECTED', `Payment refused (${code || status})`, details);
    },

    async findCharge(input) {
      const query = new URLSearchParams({ idempotencyKey: input.idempotencyKey });
      let response: Response;
      try {
        response = await fetch(
          `${base}/wallet/v1/wallets/${encodeURIComponent(input.walletAddress)}/payments?${query}`,
          { headers: { authorization: basic }, signal: AbortSignal.timeout(timeoutMs) },
        );
      } catch {
        throw new PaymentError('UNAVAILABLE', 'Payment provider unavailable');
      }
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 404 && json.code === 'PAYMENT_NOT_FOUND') return null;
      if (response.status !== 200 || typeof json.paymentId !== 'string') {
        throw new PaymentError('UNAVAILABLE', `Payment lookup failed (${response.status})`);
      }
      return { paymentId: json.paymentId };
    },

    async mintMembership(input) {
      const { status, json } = await post('/wallet/v1/nfts/membership', input);
      if (status !== 201 || typeof json.tokenId !== 'string') {
        throw new PaymentError('REJECTED', `Mint refused (${String(json.code ?? status)})`);
      }
      return {
        tokenId: json.tokenId,
        contractAddress: String(json.contractAddress ?? ''),
        mintedAt: String(json.mintedAt ?? new Date().toISOString()),
      };
    },
  };
}
