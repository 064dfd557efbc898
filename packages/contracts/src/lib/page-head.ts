// What a page's route tells the document head (title, description, share image), from the data
// its loader already fetched. The shell's server render calls `handle.head` of the deepest route
// that has one, after the loaders ran, and writes the head tags (canonical, hreflang, Open Graph)
// around it; a route without one gets the site's defaults. A remote built before this existed
// has none, and a shell released before it ignores it: neither breaks.

export interface PageHead {
  /** The page's own title, without the site's name (the shell adds it). */
  title: string;
  description?: string;
  /** Share image (Open Graph, Twitter): an absolute URL or a path on the API. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
}

/** A route's `handle` that names its head. `data` is the route's loader data. */
export interface HeadHandle {
  head: (route: { params: Readonly<Record<string, string | undefined>>; data: unknown }) => PageHead | null;
}
