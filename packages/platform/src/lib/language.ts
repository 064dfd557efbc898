import { useParams } from 'react-router';
import { defaultLanguage, isLanguage, type Language } from '@academy/contracts';

/** The language a route's `:lang` param names (the default for anything else); route loaders read it here. */
export function languageOf(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : defaultLanguage;
}

/** The language of the current route (`/:lang/...`). */
export function useLanguage(): Language {
  return languageOf(useParams());
}
