// Parameter shapes several domains' endpoints share (their schemas: common.schemas.ts).
export type Id = { id: number };
export type Slug = { slug: string };
/** The old API's Strapi-like paging. */
export type Paging = { _start?: number; _limit?: number };
