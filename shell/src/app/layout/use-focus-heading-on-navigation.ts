import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's h1 after a navigation (a remote's page may still be mounting). */
const HEADING_WAIT_MS = 3000;

/**
 * After a client-side navigation to another path, moves focus to the page's main heading, so
 * screen reader and keyboard users start at the new page instead of the link they used.
 * Not on the first load (the browser starts at the top), not when only the query or hash
 * changes (filters, table of contents). DOM access happens in the effect only.
 */
export function useFocusHeadingOnNavigation(mainId = 'main') {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;

    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
