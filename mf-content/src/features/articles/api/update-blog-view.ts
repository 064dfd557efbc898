import { useEffect, useRef } from 'react';
import { http } from '@academy/platform';

/** PUT /client/blogs/blogview/{id}: counts one view. Failures are not the reader's concern. */
export async function updateBlogView(id: number): Promise<void> {
  await http.put(`/client/blogs/blogview/${id}`, undefined, { silent: true });
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
