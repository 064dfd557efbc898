import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type PathCertificate, type PathProgress, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { pathProgressQueryOptions } from '../../../lib/api/get-path-progress';

/** The certificate of a completed path (issued once). */
export async function claimPathCertificate(slug: string): Promise<PathCertificate> {
  return callEndpoint(endpoints.content.claimPathCertificate, { params: { slug }, silent: true });
}

/** Claims the certificate; the path's progress then carries its id (the page links to it). */
export function useClaimPathCertificate(userId: UserId, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimPathCertificate(slug),
    onSuccess: (certificate) => {
      queryClient.setQueryData(pathProgressQueryOptions(userId).queryKey, (progress: PathProgress[] | undefined) =>
        progress?.map((p) => (p.slug === slug ? { ...p, certificateId: certificate.publicId } : p)),
      );
    },
  });
}
