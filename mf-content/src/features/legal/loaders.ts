import type { LoaderFunctionArgs } from 'react-router';
import { legalKinds, type LegalKind } from '@academy/contracts';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { footerQueryOptions } from './api/get-footer';

/** Route loader of a legal page (`legal/:kind`); an unknown kind loads nothing. */
export function legalLoader({ params }: LoaderFunctionArgs) {
  const kind = params.kind;
  return (legalKinds as readonly string[]).includes(kind ?? '')
    ? loaderData(getQueryClient().prefetchQuery(footerQueryOptions(languageOf(params), kind as LegalKind)))
    : null;
}
