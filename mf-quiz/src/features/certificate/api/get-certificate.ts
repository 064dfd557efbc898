import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PublicCertificate } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { quizKeys } from '../../../lib/api/query-keys';

/** The public check (no login) of a quiz's or a learning path's certificate. */
export async function getCertificate(publicId: string): Promise<PublicCertificate> {
  return callEndpoint(endpoints.quiz.certificate, { params: { publicId }, silent: true });
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
