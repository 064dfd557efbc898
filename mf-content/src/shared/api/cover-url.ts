import { apiAssetUrl } from '@academy/platform';

/** An article card as the page shows it: its cover (an API path) as an absolute URL on the API. */
export function withCoverUrl<T extends { coverImage?: string }>(card: T): T {
  return { ...card, coverImage: apiAssetUrl(card.coverImage) };
}
