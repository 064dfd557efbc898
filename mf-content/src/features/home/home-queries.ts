import type { BlogFilter } from '@academy/contracts';

/** The category whose articles make the home page's market updates. */
export const MARKET_UPDATES_CATEGORY = 'market-updates';
// The filter has no "highlight" field: highlights are picked from the latest page.
const LATEST_SCAN = 24;

/** The article lists the home page shows (its loader prefetches the same ones). */
export const homeBlogFilters = {
  latest: { sort: 'latest', pageSize: LATEST_SCAN },
  exclusive: { access: 'exclusive', sort: 'latest', pageSize: 4 },
  market: { category: MARKET_UPDATES_CATEGORY, sort: 'latest', pageSize: 3 },
} satisfies Record<string, BlogFilter>;
