import { getQueryClient, loaderData } from '@academy/platform';
import { subscriptionPackagesQueryOptions } from './api/get-subscription-packages';

/** Route loader of the packages and checkout pages: starts loading the catalogue into the cache. */
export function packagesLoader() {
  return loaderData(getQueryClient().prefetchQuery(subscriptionPackagesQueryOptions()));
}
