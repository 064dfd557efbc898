import type * as Contracts from '@academy/contracts';
import type { z as Zod } from 'zod';

/** What a schema is built from: the contracts' schemas and zod. */
export interface SchemaKit {
  contracts: typeof Contracts;
  z: typeof Zod;
}

/**
 * Checks an API answer against a schema built from zod and the contracts, both loaded on first use
 * (one chunk): a public page arrives with its data in the server's HTML, so reading it never loads
 * or evaluates them; the first request the page makes in the browser does.
 */
export async function validate<T>(schemaOf: (kit: SchemaKit) => { parse: (data: unknown) => T }, data: unknown) {
  const [contracts, { z }] = await Promise.all([import('@academy/contracts'), import('zod')]);
  return schemaOf({ contracts, z }).parse(data);
}
