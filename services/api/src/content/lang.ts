import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'th';

/** The request's language from the `lang` header (en | th, e.g. `th-TH`); English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value.startsWith('th') ? 'th' : 'en';
}

/** Picks the text in `language`, else the other one; `fallback` tells which happened. */
export function localize<T extends Record<string, string>>(
  language: Language,
  en: T,
  th: T,
  present: (value: T) => boolean = (value) => Object.values(value).some((v) => v.trim() !== ''),
): { value: T; language: Language; fallback: boolean } {
  const wanted = language === 'th' ? th : en;
  if (present(wanted)) return { value: wanted, language, fallback: false };
  const other = language === 'th' ? en : th;
  if (present(other)) return { value: other, language: language === 'th' ? 'en' : 'th', fallback: true };
  return { value: wanted, language, fallback: false };
}
