import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { decodeURIComponentSafe } from '@academy/contracts/route-match';

/**
 * Scrolls to the address's #section once the article's body, which holds it, has rendered (put it
 * beside the body, in the same Suspense boundary). React Router scrolls to a hash when a navigation
 * commits; coming from another page (a quiz result's "Re-read this part"), the body's lazy renderer
 * may still be loading then, the section is not there yet, and the reader lands at the top. Not on
 * the page's first load (`key` "default"): the browser scrolled to the server's section itself, and
 * the body hydrates on the reader's first input, when a scroll would move them.
 */
export function ScrollToSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (key === 'default' || hash.length < 2) return;
    document.getElementById(decodeURIComponentSafe(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
  return null;
}
