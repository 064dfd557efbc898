// The micro-cache's key of a server-rendered page: its path, the query parameters its section
// reads (the route table's `pageQuery`) and the theme. A parameter no page reads (`?cb=<random>`)
// cannot make a new entry and evict real pages; tracking parameters (`ignoredQuery`) are left out
// of the key. A URL with any other parameter is not cached at all (null): it is rendered as it
// is, since a page might read it (a reset link's token) and the cache must not answer another URL.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { sectionOf } from '@academy/contracts/route-match';

const ignored = new Set(routeTable.ignoredQuery);

export function pageCacheKey(url: string, theme: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://host');
  const read = new Set<string>(routeTable.pageQuery[sectionOf(pathname) as keyof typeof routeTable.pageQuery] ?? []);
  const kept: Array<[string, string]> = [];
  for (const [name, value] of searchParams) {
    if (read.has(name)) kept.push([name, value]);
    else if (!ignored.has(name)) return null;
  }
  kept.sort(([a], [b]): number => (a < b ? -1 : a > b ? 1 : 0));
  return `${pathname}?${new URLSearchParams(kept)}|${theme}`;
}
