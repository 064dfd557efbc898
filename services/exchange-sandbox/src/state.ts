/**
 * All sandbox state, in memory. One State per app instance (tests build a fresh app each time).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthorizationCode, RefreshToken, Token } from '@node-oauth/oauth2-server';
import { SandboxError } from './errors.js';
import { NFT_CONTRACT_ADDRESS, REJECTING_ADDRESS, seedUsers, treasury, type SeedUser } from './users.js';

export const PIN_MAX_ATTEMPTS = 3;
export const PIN_LOCK_MS = 15 * 60 * 1000;

export interface Wallet {
  address: string;
  ownerId: string | null;
  usdCents: number;
  kkubUnits: number;
  pin: string | null;
  failedPinAttempts: number;
  lockedUntil: number | null;
}

export interface Payment {
  paymentId: string;
  status: 'completed';
  walletAddress: string;
  payeeAddress: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  balanceCents: number;
  createdAt: string;
}

export interface Transfer {
  transferId: string;
  txHash: string;
  status: 'completed';
  fromAddress: string;
  toAddress: string;
  amountKkub: number;
  reference: string;
  createdAt: string;
}

export interface MembershipNft {
  tokenId: string;
  contractAddress: string;
  walletAddress: string;
  tier: string;
  mintedAt: string;
}

export interface PaymentInput {
  amountCents: number;
  description: string;
  pin: string;
  idempotencyKey: string;
}

export interface TransferInput {
  toAddress: string;
  amountKkub: number | string;
  reference: string;
}

export const kkub = (units: number) => units / 100;

/** '1.5', 1.5, '2', 0.01 -> hundredths; more than 2 decimals, zero or negative -> null. */
export function parseKkub(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const units = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return units > 0 && Number.isSafeInteger(units) ? units : null;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export class SandboxState {
  readonly users = new Map<string, SeedUser>();
  readonly wallets = new Map<string, Wallet>(); // key: lower-case address
  readonly codes = new Map<string, AuthorizationCode>();
  readonly accessTokens = new Map<string, Token>();
  /** `publicClient`: issued to the browser (PKCE, no secret), so it may be refreshed without one. */
  readonly refreshTokens = new Map<string, RefreshToken & { accessToken: string; publicClient?: boolean }>();
  readonly payments = new Map<string, Payment>();
  readonly idempotency = new Map<string, { fingerprint: string; payment: Payment }>();
  readonly transfers = new Map<string, { fingerprint: string; transfer: Transfer }>();
  readonly nfts: MembershipNft[] = [];
  private nextTokenId = 1;

  constructor(readonly now: () => number = Date.now) {
    for (const u of seedUsers) {
      this.users.set(u.id, u);
      if (u.walletAddress) {
        this.wallets.set(u.walletAddress.toLowerCase(), {
          address: u.walletAddress,
          ownerId: u.id,
          usdCents: u.usdCents,
          kkubUnits: u.kkubUnits,
          pin: u.pin,
          failedPinAttempts: 0,
          lockedUntil: null,
        });
      }
    }
    this.wallets.set(treasury.walletAddress.toLowerCase(), {
      address: treasury.walletAddress,
      ownerId: null,
      usdCents: treasury.usdCents,
      kkubUnits: treasury.kkubUnits,
      pin: null,
      failedPinAttempts: 0,
      lockedUntil: null,
    });
  }

  get treasury(): Wallet {
    return this.wallets.get(treasury.walletAddress.toLowerCase())!;
  }

  wallet(address: string | null | undefined): Wallet {
    const w = address ? this.wallets.get(address.toLowerCase()) : undefined;
    if (!w) throw new SandboxError(404, 'WALLET_NOT_FOUND', 'No wallet exists for this user or address.');
    return w;
  }

  walletOf(user: SeedUser): Wallet {
    return this.wallet(user.walletAddress);
  }

  balance(w: Wallet) {
    return { walletAddress: w.address, kkub: kkub(w.kkubUnits), usdCents: w.usdCents };
  }

  /** Revokes an access token and the refresh token issued with it. */
  revokeAccessToken(accessToken: string) {
    this.accessTokens.delete(accessToken);
    for (const [rt, t] of this.refreshTokens) if (t.accessToken === accessToken) this.refreshTokens.delete(rt);
  }

  /**
   * A PIN-confirmed payment from `w` to the treasury. Order: idempotent replay, lock, PIN,
   * balance. Only successful payments are remembered under their idempotency key, so a retry
   * with the same key after a wrong PIN or a top-up works.
   */
  pay(w: Wallet, input: PaymentInput): { payment: Payment; replayed: boolean } {
    const idemKey = `${w.address.toLowerCase()}:${input.idempotencyKey}`;
    const fp = fingerprint({ amountCents: input.amountCents, description: input.description });
    const previous = this.idempotency.get(idemKey);
    if (previous) {
      if (previous.fingerprint !== fp) {
        throw new SandboxError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for a different payment.');
      }
      return { payment: previous.payment, replayed: true };
    }

    this.verifyPin(w, input.pin);

    if (w.usdCents < input.amountCents) {
      throw new SandboxError(402, 'INSUFFICIENT_BALANCE', 'The wallet balance is too low for this payment.', {
        balanceCents: w.usdCents,
        amountCents: input.amountCents,
      });
    }
    w.usdCents -= input.amountCents;
    this.treasury.usdCents += input.amountCents;
    const payment: Payment = {
      paymentId: `pay_${randomUUID()}`,
      status: 'completed',
      walletAddress: w.address,
      payeeAddress: this.treasury.address,
      amountCents: input.amountCents,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      balanceCents: w.usdCents,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.payments.set(payment.paymentId, payment);
    this.idempotency.set(idemKey, { fingerprint: fp, payment });
    return { payment, replayed: false };
  }

  /** The payment made from `w` under an idempotency key, if any (a merchant reconciling an order). */
  paymentByKey(w: Wallet, idempotencyKey: string): Payment | null {
    return this.idempotency.get(`${w.address.toLowerCase()}:${idempotencyKey}`)?.payment ?? null;
  }

  /** 3 wrong PINs lock payments for 15 minutes; a correct PIN resets the count. */
  verifyPin(w: Wallet, pin: string) {
    const now = this.now();
    if (w.lockedUntil !== null && now >= w.lockedUntil) {
      w.lockedUntil = null;
      w.failedPinAttempts = 0;
    }
    if (w.lockedUntil !== null) {
      throw new SandboxError(423, 'PIN_LOCKED', 'Too many wrong PINs: payments are locked for 15 minutes.', {
        until: new Date(w.lockedUntil).toISOString(),
      });
    }
    if (w.pin === null) throw new SandboxError(409, 'PIN_NOT_SET', 'This wallet has no PIN.');
    if (pin === w.pin) {
      w.failedPinAttempts = 0;
      return;
    }
    w.failedPinAttempts += 1;
    if (w.failedPinAttempts >= PIN_MAX_ATTEMPTS) {
      w.lockedUntil = now + PIN_LOCK_MS;
      throw new SandboxError(423, 'PIN_LOCKED', 'Too many wrong PINs: payments are locked for 15 minutes.', {
        until: new Date(w.lockedUntil).toISOString(),
      });
    }
    throw new SandboxError(422, 'PIN_INVALID', 'The PIN is incorrect.', {
      remainingAttempts: PIN_MAX_ATTEMPTS - w.failedPinAttempts,
    });
  }

  /** KKUB from the academy treasury. Idempotent by `reference`. */
  transfer(input: TransferInput): { transfer: Transfer; replayed: boolean } {
    const units = parseKkub(input.amountKkub);
    if (units === null) {
      throw new SandboxError(400, 'VALIDATION_ERROR', 'amountKkub must be a positive amount with at most 2 decimals.');
    }
    const fp = fingerprint({ toAddress: input.toAddress.toLowerCase(), units });
    const previous = this.transfers.get(input.reference);
    if (previous) {
      if (previous.fingerprint !== fp) {
        throw new SandboxError(409, 'REFERENCE_REUSED', 'This reference was used for a different transfer.');
      }
      return { transfer: previous.transfer, replayed: true };
    }
    if (sameAddress(input.toAddress, REJECTING_ADDRESS)) {
      throw new SandboxError(422, 'TRANSFER_REJECTED', 'The chain rejected this transfer (sandbox test address).');
    }
    const from = this.treasury;
    if (from.kkubUnits < units) {
      throw new SandboxError(402, 'INSUFFICIENT_BALANCE', 'The treasury has too little KKUB for this transfer.');
    }
    from.kkubUnits -= units;
    const to = this.wallets.get(input.toAddress.toLowerCase());
    if (to) to.kkubUnits += units; // external addresses are accepted; their balance is not tracked
    const transfer: Transfer = {
      transferId: `trf_${randomUUID()}`,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      status: 'completed',
      fromAddress: from.address,
      toAddress: input.toAddress,
      amountKkub: kkub(units),
      reference: input.reference,
      createdAt: new Date(this.now()).toISOString(),
    };
    this.transfers.set(input.reference, { fingerprint: fp, transfer });
    return { transfer, replayed: false };
  }

  mintMembership(walletAddress: string, tier: string): MembershipNft {
    const nft: MembershipNft = {
      tokenId: String(this.nextTokenId++),
      contractAddress: NFT_CONTRACT_ADDRESS,
      walletAddress,
      tier,
      mintedAt: new Date(this.now()).toISOString(),
    };
    this.nfts.push(nft);
    return nft;
  }

  nftsOf(address: string) {
    return this.nfts.filter((n) => sameAddress(n.walletAddress, address));
  }
}
