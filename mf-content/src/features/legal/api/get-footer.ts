import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  endpoints,
  footerTypeOfLegalKind,
  type FooterDocument,
  type Language,
  type LegalKind,
} from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** One legal text (the API answers 404 when it is not published). */
export async function getFooter(kind: LegalKind): Promise<FooterDocument> {
  return callEndpoint(endpoints.content.footers, { query: { type: footerTypeOfLegalKind[kind] }, silent: true });
}

export const footerQueryOptions = (lang: Language, kind: LegalKind) =>
  queryOptions({ queryKey: contentKeys.footer(lang, kind), queryFn: () => getFooter(kind) });

export function useFooter(lang: Language, kind: LegalKind) {
  return useQuery(footerQueryOptions(lang, kind));
}
