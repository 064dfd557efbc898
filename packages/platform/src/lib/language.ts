import { useParams } from 'react-router';
import { defaultLanguage, isLanguage, type Language } from '@academy/contracts';

/** The language of the current route (`/:lang/...`). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : defaultLanguage;
}
