import { getQueryClient, loaderData } from '@academy/platform';
import { registrationWindowQueryOptions } from './api/get-registration-window';

/** Route loader of the hackathon page: starts loading the registration window into the cache. */
export function hackathonLoader() {
  return loaderData(getQueryClient().prefetchQuery(registrationWindowQueryOptions()));
}
