import { useEffect, useRef } from 'react';
import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Counts one view. Failures are not the reader's concern. */
export async function updateBlogView(id: number): Promise<void> {
  await callEndpoint(endpoints.content.countBlogView, { params: { id }, silent: true });
}

/** Counts one view per visit of an article page (not again on re-renders or language switches). */
export function useCountBlogView(id: number | undefined) {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || counted.current === id) return;
    counted.current = id;
    updateBlogView(id).catch(() => undefined);
  }, [id]);
}
