import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PathCertificate, PathProgress } from '@academy/contracts';
import { http } from '@academy/platform';
import { pathProgressQueryOptions } from '../../../lib/api/get-path-progress';
import { validate } from '../../../lib/api/validate';

/** POST /client/v2/paths/{slug}/certificate: the certificate of a completed path (issued once). */
export async function claimPathCertificate(slug: string): Promise<PathCertificate> {
  const { data } = await http.post(`/client/v2/paths/${encodeURIComponent(slug)}/certificate`, undefined, {
    silent: true,
  });
  return validate(({ contracts }) => contracts.pathCertificateSchema, data);
}

/** Claims the certificate; the path's progress then carries its id (the page links to it). */
export function useClaimPathCertificate(userId: string | number, slug: string) {
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
