import { queryOptions, useQuery } from '@tanstack/react-query';
import { footerTypeOfLegalKind, type FooterDocument, type Language, type LegalKind } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/footers?type= : one legal text; `null` when it is not published. */
export async function getFooter(kind: LegalKind): Promise<FooterDocument | null> {
  const { data } = await http.get('/client/footers', { params: { type: footerTypeOfLegalKind[kind] }, silent: true });
  const answer = await validate(
    ({ contracts, z }) => z.union([z.array(contracts.footerDocumentSchema), contracts.footerDocumentSchema, z.null()]),
    data,
  );
  return Array.isArray(answer) ? (answer[0] ?? null) : answer;
}

export const footerQueryOptions = (lang: Language, kind: LegalKind) =>
  queryOptions({ queryKey: contentKeys.footer(lang, kind), queryFn: () => getFooter(kind) });

export function useFooter(lang: Language, kind: LegalKind) {
  return useQuery(footerQueryOptions(lang, kind));
}
