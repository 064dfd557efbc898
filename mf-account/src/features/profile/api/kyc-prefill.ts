import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type KycPrefill } from '@academy/contracts';
import { RequestError } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

export type { KycPrefill };

/**
 * The exchange's KYC data, read by the API with the
 * exchange token it keeps (the browser never holds exchange tokens). 404: no exchange linked.
 */
export async function fetchKycPrefill(): Promise<KycPrefill> {
  try {
    return await callEndpoint(endpoints.account.kycPrefill, { silent: true });
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      throw new RequestError('api', 'account:exchange.notLinked', 404, 'EXCHANGE_NOT_LINKED');
    }
    throw error;
  }
}

export const kycPrefillQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.kycPrefill(), queryFn: fetchKycPrefill, retry: false, staleTime: 60_000 });

/** Prefill data of the linked exchange account; `enabled` when the user asked for it. */
export function useKycPrefill(enabled: boolean) {
  return useQuery({ ...kycPrefillQueryOptions(), enabled });
}
