import { createHash } from 'node:crypto';

/** sha256 of the value's JSON: "did what a row is built from change". */
export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The value with object keys sorted (jsonb read back from the database sorts object keys). */
export const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value;
