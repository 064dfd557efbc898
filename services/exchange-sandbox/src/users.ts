/**
 * The seeded sandbox users. Deterministic: the same ids, addresses, PINs and balances on every
 * start (state lives in memory and resets on restart). Documented in docs/test-users.md.
 */
export type KycStatus = 'verified' | 'unverified';

export interface SeedUser {
  id: string;
  email: string;
  /** Whether the exchange confirmed the address (`email_verified` of /api/v1/me). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  kycStatus: KycStatus;
  phone: string | null;
  address: string | null;
  province: string | null;
  postcode: string | null;
  /** null: the user has no wallet yet (wallet operations answer WALLET_NOT_FOUND). */
  walletAddress: string | null;
  /** 6-digit wallet PIN; null when there is no wallet. */
  pin: string | null;
  usdCents: number;
  /** KKUB in hundredths (1 KKUB = 100 units = 100 academy points). */
  kkubUnits: number;
  note: string;
}

export const seedUsers: readonly SeedUser[] = [
  {
    id: 'exu_1001',
    email: 'somchai.verified@sandbox.test',
    emailVerified: true,
    firstName: 'Somchai',
    lastName: 'Jaidee',
    kycStatus: 'verified',
    phone: '+66812345678',
    address: '99/1 Sukhumvit Road, Khlong Toei',
    province: 'Bangkok',
    postcode: '10110',
    walletAddress: '0x1001a11ce0000000000000000000000000001001',
    pin: '123456',
    usdCents: 100_000,
    kkubUnits: 25_000,
    note: 'KYC verified, rich wallet: the happy path',
  },
  {
    id: 'exu_1002',
    email: 'suda.lowbalance@sandbox.test',
    emailVerified: true,
    firstName: 'Suda',
    lastName: 'Rattanakul',
    kycStatus: 'verified',
    phone: '+66898765432',
    address: '12 Nimmanhaemin Road, Suthep',
    province: 'Chiang Mai',
    postcode: '50200',
    walletAddress: '0x1002b0b000000000000000000000000000001002',
    pin: '654321',
    usdCents: 300,
    kkubUnits: 0,
    note: 'KYC verified, only $3.00: payments of $5 or more fail with INSUFFICIENT_BALANCE',
  },
  {
    id: 'exu_1003',
    email: 'nok.unverified@sandbox.test',
    emailVerified: false,
    firstName: 'Nok',
    lastName: 'Srisuk',
    kycStatus: 'unverified',
    phone: null,
    address: null,
    province: null,
    postcode: null,
    walletAddress: '0x1003c0de00000000000000000000000000001003',
    pin: '111111',
    usdCents: 5_000,
    kkubUnits: 1_000,
    note: 'KYC not verified (redeem must say "KYC needed"), has a wallet',
  },
  {
    id: 'exu_1004',
    email: 'alex.nowallet@sandbox.test',
    emailVerified: false,
    firstName: 'Alex',
    lastName: 'Morgan',
    kycStatus: 'unverified',
    phone: null,
    address: null,
    province: null,
    postcode: null,
    walletAddress: null,
    pin: null,
    usdCents: 0,
    kkubUnits: 0,
    note: 'KYC not verified, no wallet: wallet operations answer WALLET_NOT_FOUND',
  },
  {
    id: 'exu_1005',
    email: 'kanya.linkmail@sandbox.test',
    emailVerified: true,
    firstName: 'Kanya',
    lastName: 'Thongdee',
    kycStatus: 'verified',
    phone: '+66823456789',
    address: '45 Nimit Road, Mueang',
    province: 'Khon Kaen',
    postcode: '40000',
    walletAddress: '0x1005d00d00000000000000000000000000001005',
    pin: '555555',
    usdCents: 2_000,
    kkubUnits: 500,
    note: 'KYC verified: an academy account registered with her email first (the mailed exchange link)',
  },
];

/** The academy's treasury wallet (source of KKUB transfers, payee of payments). */
export const treasury = {
  walletAddress: '0x7ea5000000000000000000000000000000000001',
  kkubUnits: 100_000_000, // 1,000,000 KKUB
  usdCents: 0,
};

/** Transfers to this address are rejected (TRANSFER_REJECTED) so callers can test refunds. */
export const REJECTING_ADDRESS = '0x00000000000000000000000000000000000dead0';

export const NFT_CONTRACT_ADDRESS = '0x4e47000000000000000000000000000000000721';
