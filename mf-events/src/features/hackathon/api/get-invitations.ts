import { queryOptions, useQuery } from '@tanstack/react-query';
import { hackathonInvitationsSchema, type HackathonInvitation, type UserId } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { hackathonKeys } from './query-keys';

/** GET /team-hackathons/invitations: the invitations sent to the signed-in account's verified email. */
export async function getInvitations(): Promise<HackathonInvitation[]> {
  const { data } = await http.get('/team-hackathons/invitations', { silent: true });
  return hackathonInvitationsSchema.parse(data);
}

export const invitationsQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: hackathonKeys.invitations(userId), queryFn: getInvitations });

export function useInvitations() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({ ...invitationsQueryOptions(userId), enabled: userId !== null });
}
