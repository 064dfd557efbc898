import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, loaderData } from '@academy/platform';
import { certificateQueryOptions } from './api/get-certificate';

/** Route loader of a certificate page (`certificates/:id`, `certificates/verify/:publicId`). */
export function certificateLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(certificateQueryOptions(params.publicId ?? params.id ?? '')));
}
