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

/** Sets the document title and meta description while the page is shown; restores them after. */
export function useDocumentMeta(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    const meta = metaDescription();
    const previous = { title: document.title, description: meta.content };
    document.title = title;
    if (description) meta.content = description;
    return () => {
      document.title = previous.title;
      meta.content = previous.description;
    };
  }, [title, description]);
}
