import { getQueryClient, loaderData, useSessionStore } from '@academy/platform';
import { registrationWindowQueryOptions } from './api/get-registration-window';
import { invitationsQueryOptions } from './api/get-invitations';
import { myTeamsQueryOptions } from './api/get-my-teams';

const userId = () => useSessionStore.getState().user?.id ?? null;

/** Route loader of the hackathon page: the registration window, and a signed-in user's teams. */
export function hackathonLoader() {
  const id = userId();
  if (id !== null) void getQueryClient().prefetchQuery(myTeamsQueryOptions(id));
  return loaderData(getQueryClient().prefetchQuery(registrationWindowQueryOptions()));
}

/** Route loader of the invitations page (signed-in users only; the server renders signed out). */
export function invitationsLoader() {
  const id = userId();
  if (id !== null) void getQueryClient().prefetchQuery(invitationsQueryOptions(id));
  return null;
}
