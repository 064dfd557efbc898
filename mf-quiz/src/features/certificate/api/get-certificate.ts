import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@academy/contracts';
import { http } from '@academy/platform';
import { quizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/** GET /client/certificates/{publicId}: the public check (no login) of a quiz's or a learning path's certificate. */
export async function getCertificate(publicId: string): Promise<PublicCertificate> {
  const { data } = await http.get(`/client/certificates/${encodeURIComponent(publicId)}`, { silent: true });
  return parseResponse('publicCertificateSchema', data);
}

export const certificateQueryOptions = (publicId: string) =>
  queryOptions({
    queryKey: quizKeys.certificate(publicId),
    queryFn: () => getCertificate(publicId),
    staleTime: 60_000,
  });

export function useCertificate(publicId: string) {
  return useQuery(certificateQueryOptions(publicId));
}
