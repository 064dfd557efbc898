import { Navigate, useLocation } from 'react-router';
import { isLanguage, switchLanguageInPath } from '@academy/contracts';
import { browserLanguage } from '@academy/platform';

/** `/` (or a path without a language) goes to the browser's language when we speak it, else English. */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const first = pathname.split('/')[1];
  const target = isLanguage(first) ? pathname : switchLanguageInPath(pathname + search + hash, browserLanguage());
  return <Navigate to={target} replace />;
}
