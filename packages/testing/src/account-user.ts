import { sessionAnswerSchema, type AccountUser, type SessionAnswer } from '@academy/contracts';

/** A user as the API's contract shapes it (`accountUserSchema`), for mocked answers. */
export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 7,
    email: 'somchai@example.com',
    emailVerified: true,
    language: 'en',
    point: 120,
    kub: 1.2,
    subscription: null,
    bkNext: null,
    name: 'Somchai',
    surname: 'Jaidee',
    lastName: null,
    phoneNumber: null,
    tel: null,
    address: null,
    province: null,
    postcode: null,
    remark: null,
    phishingWords: null,
    walletAddress: null,
    walletAddressBitkubNext: null,
    agreeToUpdate: false,
    kycStatus: 'unverified',
    profileImage: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /client/user-clients/session's answer, made by the contract's schema (what the site reads on every load). */
export const sessionAnswer = (user: AccountUser | null): SessionAnswer => sessionAnswerSchema.parse({ user });
