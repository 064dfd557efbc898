import type * as ResponseSchemas from './response-schemas';

type SchemaName = keyof typeof ResponseSchemas;
type Parsed<Name extends SchemaName> = ReturnType<(typeof ResponseSchemas)[Name]['parse']>;

/**
 * Checks an API response with one of `response-schemas.ts`, loading them (and zod) the first time
 * a response is checked rather than when the remote starts.
 */
export async function parseResponse<Name extends SchemaName>(name: Name, data: unknown): Promise<Parsed<Name>> {
  const schemas = await import('./response-schemas');
  return schemas[name].parse(data) as Parsed<Name>;
}
