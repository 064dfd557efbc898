import { useParams } from 'react-router';
import { isLanguage, type Language } from '@academy/contracts';

/**
 * The language of the route this component is rendered in (`/:lang/...`), undefined outside one.
 * Texts follow it rather than the instance's current language: when the language switches, the
 * `/:lang` loader changes the instance at once, but the page on screen stays until the new
 * page's data is in, and it should not turn Thai while it still shows English content.
 */
export function useRenderedLanguage(): Language | undefined {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : undefined;
}
