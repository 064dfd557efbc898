// Parameter shapes several domains' endpoints share (their schemas: common.schemas.ts).
export type Id = { id: number };
export type Slug = { slug: string };
/** The old API's Strapi-like paging. */
export type Paging = { _start?: number; _limit?: number };
/** Strapi v3 list parameters as the API reads them from the URL (strings; field filters too). */
export type StrapiQuery = Record<string, string | string[] | undefined>;
