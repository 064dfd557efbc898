import { useEffect, useRef } from 'react';
import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Counts one view. Failures are not the reader's concern. */
export async function updateBlogView(id: number): Promise<void> {
  await callEndpoint(endpoints.content.countBlogView, { params: { id }, silent: true });
}

/**
 * Runs `task` once the browser is idle; the returned function cancels it if it has not run (true
 * then). At hydration the count's schemas (a chunk of zod) would load and build in long tasks while
 * the page is being taken over (~320 ms at 4x CPU, docs/benchmarks.md).
 */
function whenIdle(task: () => void): () => boolean {
  let pending = true;
  const run = () => {
    pending = false;
    task();
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5_000 });
    return () => (pending ? (cancelIdleCallback(handle), true) : false);
  }
  const timer = setTimeout(run, 200);
  return () => (pending ? (clearTimeout(timer), true) : false);
}

/** Counts one view per visit of an article page (not again on re-renders or language switches). */
export function useCountBlogView(id: number | undefined) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || counted.current === id) return;
    counted.current = id;
    const cancel = whenIdle(() => void updateBlogView(id).catch(() => undefined));
    // left before the count went (or an effect run again, as StrictMode does): the next run counts it
    return () => {
      if (cancel()) counted.current = null;
    };
  }, [id]);
}
