import type { AccountUser } from '@academy/contracts';
import { apiAssetUrl, type SessionUser } from '@academy/platform';

const text = (value: string | null) => value ?? undefined;

/** The API's user (nulls for empty fields) as the session store keeps it, with the session token. */
export function toSessionUser(user: AccountUser, token: string): SessionUser {
  return { ...toSessionPatch(user), token };
}

export function toSessionPatch(user: AccountUser): Omit<SessionUser, 'token'> {
  return {
    id: user.id,
    point: user.point,
    kub: user.kub,
    subscription: user.subscription ? { ...user.subscription } : null,
    bkNext: user.bkNext ? { ...user.bkNext } : null,
    email: user.email,
    name: text(user.name),
    surname: text(user.surname),
    lastName: text(user.lastName),
    phoneNumber: text(user.phoneNumber),
    tel: text(user.tel),
    address: text(user.address),
    province: text(user.province),
    postcode: text(user.postcode),
    remark: text(user.remark),
    phishingWords: text(user.phishingWords),
    walletAddress: text(user.walletAddress),
    walletAddressBitkubNext: text(user.walletAddressBitkubNext),
    agreeToUpdate: user.agreeToUpdate,
    // 'rejected' is not verified: the site treats it like unverified
    kycStatus: user.kycStatus === 'rejected' ? 'unverified' : user.kycStatus,
    // Stored API-relative: made absolute so the header's and the profile's <img> load it from the API.
    profileImage: apiAssetUrl(user.profileImage),
  };
}
