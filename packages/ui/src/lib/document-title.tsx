import { createContext, useContext } from 'react';

const TitleTemplate = createContext<(page: string) => string>((page) => page);

/**
 * How a page's name becomes the document title ("Articles - Academy"). The platform provides the
 * translated template; without it the page's name alone is used.
 */
export const DocumentTitleTemplate = TitleTemplate.Provider;

/**
 * The document title while this is rendered: React 19 hoists `<title>` into the head, on the
 * server too, so no `document` access. Render one per page (`Page` does it for its `title`).
 */
export function DocumentTitle({ title }: { title: string }) {
  const template = useContext(TitleTemplate);
  return <title>{template(title)}</title>;
}
