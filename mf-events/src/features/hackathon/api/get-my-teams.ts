import { queryOptions, useQuery } from '@tanstack/react-query';
import { hackathonMyTeamsSchema, type HackathonMyTeam, type UserId } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { hackathonKeys } from './query-keys';

/** GET /team-hackathons/mine: the teams the signed-in account holds a place on, with every member's place. */
export async function getMyTeams(): Promise<HackathonMyTeam[]> {
  const { data } = await http.get('/team-hackathons/mine', { silent: true });
  return hackathonMyTeamsSchema.parse(data);
}

export const myTeamsQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: hackathonKeys.myTeams(userId), queryFn: getMyTeams });

export function useMyTeams() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({ ...myTeamsQueryOptions(userId), enabled: userId !== null });
}
