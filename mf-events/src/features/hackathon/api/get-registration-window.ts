import { queryOptions, useQuery } from '@tanstack/react-query';
import { hackathonWindowSchema, type HackathonWindow } from '@academy/contracts';
import { http } from '@academy/platform';
import { hackathonKeys } from './query-keys';

/** GET /team-hackathons/registration-window: when registration opens and closes, and whether it is open now. */
export async function getRegistrationWindow(): Promise<HackathonWindow> {
  const { data } = await http.get('/team-hackathons/registration-window', { silent: true });
  return hackathonWindowSchema.parse(data);
}

export const registrationWindowQueryOptions = () =>
  queryOptions({ queryKey: hackathonKeys.registrationWindow(), queryFn: getRegistrationWindow });

export function useRegistrationWindow() {
  return useQuery(registrationWindowQueryOptions());
}
