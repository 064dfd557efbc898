import { HYDRATED_ATTRIBUTE } from '@academy/platform';

/** Runs `run` once the page is interactive (`<html data-hydrated>`): at once when it already is. */
export function whenHydrated(run: () => void, root: HTMLElement = document.documentElement) {
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return run();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
