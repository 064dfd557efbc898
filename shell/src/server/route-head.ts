// The page's head as its routes name it: `handle.head` of the deepest matched route that has one,
// called with that route's loader data once the loaders ran (PageHead in @academy/contracts). Null
// when no route names one (a remote built before heads existed too): the page gets the defaults.
import type { StaticHandlerContext } from 'react-router';
import type { HeadHandle, PageHead } from '@academy/contracts';

const isText = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, test: (v: unknown) => boolean) =>
  value === undefined || value === null || test(value);

/** What a route gave, if it is a head (a remote's code is not trusted to be right). */
function asPageHead(value: unknown): PageHead | null {
  const head = value as Partial<PageHead> | null;
  if (!head || !isText(head.title) || !head.title) return null;
  const fine =
    optional(head.description, isText) &&
    optional(head.image, isText) &&
    optional(head.imageAlt, isText) &&
    optional(head.type, (t) => t === 'website' || t === 'article');
  return fine ? (head as PageHead) : null;
}

export function headOfMatches(
  matches: StaticHandlerContext['matches'],
  loaderData: Record<string, unknown>,
): PageHead | null {
  for (const match of [...matches].reverse()) {
    const head = (match.route.handle as Partial<HeadHandle> | undefined)?.head;
    if (typeof head !== 'function') continue;
    try {
      return asPageHead(head({ params: match.params, data: loaderData[match.route.id] }));
    } catch (error) {
      console.warn(`ssr: the head of route "${match.route.id}" failed: ${(error as Error).message}`);
      return null;
    }
  }
  return null;
}
