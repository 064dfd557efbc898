// A route loader's redirect (an old address of a page, such as a glossary entry by id) answered by
// the server: the status and a path of this site, never another host. Only a permanent one (301,
// 308) is a fact about the address: the server's render is anonymous, so a temporary one (a page
// that sends a visitor to sign in) may not hold for the reader, whose browser renders that page.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RenderedRedirect as SiteRedirect } from '../src/server/render-answer.ts';

/** A render result that is a permanent redirect to a path of this site (`/…`, not `//host`). */
export function isSiteRedirect(result: unknown): result is SiteRedirect {
  const redirect = result as Partial<SiteRedirect> | null;
  return (
    redirect?.kind === 'redirect' &&
    (redirect.status === 301 || redirect.status === 308) &&
    typeof redirect.location === 'string' &&
    /^\/(?![/\\])/.test(redirect.location)
  );
}

/** The page answer of a redirect: its status, `Location`, and a link for a client that does not follow. */
export function redirectAnswer({ status, location }: SiteRedirect) {
  const link = renderToStaticMarkup(createElement('a', { href: location }, location));
  return { status, location, html: `<!doctype html>${link}` };
}
