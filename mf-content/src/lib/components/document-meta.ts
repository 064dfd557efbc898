import { useEffect } from 'react';

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the meta description while the page is shown; restores it after. (The title is a
 * `<DocumentTitle>` / `Page` title: React renders it, on the server too.)
 */
export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    const meta = metaDescription();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
