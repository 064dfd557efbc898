import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { RequestError } from '@academy/platform';
import { exchangeHttp } from '../exchange-http';
import { exchangeAccessToken, readExchangeTokens, saveExchangeTokens } from '../exchange-tokens';

/** GET {exchange}/kyc-api/v1/next/kyc/prefill-data (fields the exchange lacks are null). */
export const kycPrefillSchema = z.object({
  data: z.object({
    exchangeUserId: z.string(),
    email: z.string().nullable(),
    kycStatus: z.enum(['verified', 'unverified', 'pending']).catch('unverified'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    province: z.string().nullable(),
    postcode: z.string().nullable(),
    walletAddress: z.string().nullable(),
  }),
});
export type KycPrefill = z.infer<typeof kycPrefillSchema>['data'];

/** Read with an explicit token (right after sign-on), or with the stored one (refreshed when expired). */
export async function fetchKycPrefill(accessToken?: string): Promise<KycPrefill> {
  const token = accessToken ?? (await exchangeAccessToken());
  if (!token) throw new RequestError('api', 'account:exchange.notLinked', 401, 'EXCHANGE_NOT_LINKED');
  try {
    const { data } = await exchangeHttp.get('/kyc-api/v1/next/kyc/prefill-data', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return kycPrefillSchema.parse(data).data;
  } catch (error) {
    // A token refused before its time (revoked): refresh once and try again.
    const stored = readExchangeTokens();
    if (!accessToken && error instanceof RequestError && error.status === 401 && stored?.refreshToken) {
      saveExchangeTokens({ access_token: stored.accessToken, token_type: 'Bearer', expires_in: 1e-3, refresh_token: stored.refreshToken }, 0);
      const fresh = await exchangeAccessToken();
      if (fresh) {
        const { data } = await exchangeHttp.get('/kyc-api/v1/next/kyc/prefill-data', { headers: { Authorization: `Bearer ${fresh}` } });
        return kycPrefillSchema.parse(data).data;
      }
    }
    throw error;
  }
}

export const kycPrefillQueryOptions = () =>
  queryOptions({ queryKey: ['exchange', 'kyc-prefill'], queryFn: () => fetchKycPrefill(), retry: false, staleTime: 60_000 });

/** Prefill data of the linked exchange account; `enabled` when the user asked for it. */
export function useKycPrefill(enabled: boolean) {
  return useQuery({ ...kycPrefillQueryOptions(), enabled });
}
