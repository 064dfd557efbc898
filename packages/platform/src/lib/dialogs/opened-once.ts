import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is true (after mount), so a lazily loaded dialog is fetched
 * when first used and then stays mounted (its closing transition runs). False during the server
 * render and the hydration render, so both match.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened;
}
