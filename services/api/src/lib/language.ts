import type { FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, type Language } from '@academy/contracts';

const languageOf = (value: string | string[] | undefined): Language | null => {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : null;
};

/**
 * The one rule for a request's language (spec section 7: "A lang header can be set on all
 * requests"; section 2: "The default is the first two letters of the browser language"):
 * the `lang` header (`th`, `th-TH`, `en-US`...), else the first language of `Accept-Language`,
 * else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return languageOf(request.headers.lang) ?? languageOf(request.headers['accept-language']) ?? defaultLanguage;
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
