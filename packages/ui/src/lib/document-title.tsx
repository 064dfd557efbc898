import { createContext, useContext } from 'react';

const TitleTemplate = createContext<(page: string) => string>((page) => page);
const TitleSink = createContext<((title: string) => void) | null>(null);

/**
 * How a page's name becomes the document title ("Articles - Academy"). The platform provides the
 * translated template; without it the page's name alone is used.
 */
export const DocumentTitleTemplate = TitleTemplate.Provider;

/**
 * Where a server render collects the document title: under it, `DocumentTitle` hands its title
 * (templated) to this function and renders nothing, so the page's server writes the head's one
 * `<title>` itself. The browser provides none.
 */
export const DocumentTitleSink = TitleSink.Provider;

/**
 * The document title while this is rendered: React 19 hoists `<title>` into the head, so no
 * `document` access. Render one per page (`Page` does it for its `title`).
 */
export function DocumentTitle({ title }: { title: string }) {
  const template = useContext(TitleTemplate);
  const sink = useContext(TitleSink);
  if (!sink) return <title>{template(title)}</title>;
  // A server render runs no effects: reporting while rendering is the only way out of it.
  sink(template(title));
  return null;
}
