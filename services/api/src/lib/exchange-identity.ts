import type { ExchangeMe, ExchangePrefill } from './exchange-client.ts';

/** What the exchange said about the person signing on: GET /api/v1/me and the KYC prefill. */
export interface ExchangeIdentity {
  me: ExchangeMe;
  prefill: ExchangePrefill | null;
}

const knownKycStatuses = ['verified', 'pending', 'rejected'];

/**
 * The users columns a link to the exchange writes: its user id, bkNext, the wallet and the KYC
 * status (an unknown status stays unverified); the exchange's name fills only an empty profile name.
 */
export function exchangeLinkColumns(
  profile: { name: string | null; surname: string | null },
  { me, prefill }: ExchangeIdentity,
  now: Date,
) {
  return {
    exchangeUserId: me.id,
    kycStatus: knownKycStatuses.includes(me.kycStatus) ? me.kycStatus : 'unverified',
    walletAddressBitkubNext: me.walletAddress,
    bkNext: {
      exchangeUserId: me.id,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      kycStatus: me.kycStatus,
      walletAddress: me.walletAddress,
      linkedAt: now.toISOString(),
      ...(prefill ? { prefill } : {}),
    },
    name: profile.name ?? me.firstName,
    surname: profile.surname ?? me.lastName,
  };
}
