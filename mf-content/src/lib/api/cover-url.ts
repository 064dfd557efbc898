import { articleImageRoute } from '@academy/contracts';
import { apiAssetUrl } from '@academy/platform';

/** An article card as the page shows it: its cover's PNG and variants' stem (API paths) as absolute URLs on the API. */
export function withCoverUrl<T extends { coverImage?: string; coverVariants?: string }>(card: T): T {
  return { ...card, coverImage: apiAssetUrl(card.coverImage), coverVariants: apiAssetUrl(card.coverVariants) };
}

/** A body whose diagrams (Markdown images at the API's `articleImageRoute`) point at the API's absolute URL. */
export function withBodyImageUrls(body: string): string {
  return body.replaceAll(`](${articleImageRoute}/`, `](${apiAssetUrl(articleImageRoute)}/`);
}
