import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * How long to watch for the new page's h1 after a navigation: a remote's page may still be
 * mounting (its chunk and data can take seconds on a slow network or a busy server), and its
 * h1 may be replaced once (a loading state, then the page).
 */
const HEADING_WAIT_MS = 15_000;

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

    // Focus the page's h1 once it is there. Keep watching until the time is up or the user acts:
    // the h1 focused first can be replaced (a loading state, then the page), and focus then falls
    // back to the body; it is put on the new h1, never taken from anything else.
    let focused = false;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      if (!heading || active === heading) return;
      if (focused && active && active !== document.body) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = true;
    };
    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    // the user takes over: leave focus where they put it
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    observer.observe(main, { childList: true, subtree: true });
    focusHeading();
    return stop;
  }, [pathname, mainId]);
}
