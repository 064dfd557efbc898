import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { validationFailed } from './app-error.ts';
import { likeContains } from './like.ts';

/**
 * Strapi v3 style query strings -> Drizzle `where` / `orderBy` / `limit` / `offset`.
 *
 *   _sort=field:ASC,other:DESC   _limit=20 (default 100, at most the resource's maxLimit: 100
 *   unless set; a bigger value or -1 is clamped to it, never "all rows")   _start=40
 *   field=value  field_eq  field_ne  field_lt  field_lte  field_gt  field_gte
 *   field_in=a,b (or repeated)  field_nin  field_contains (ILIKE)  field_ncontains
 *   field_containss (case-sensitive LIKE)  field_null=true|false   _q=text (ILIKE over searchFields)
 *
 * Only the fields of the allowlist can be filtered or sorted on; anything else is a
 * 400 VALIDATION_FAILED. Values are converted by the column's type before they reach SQL.
 */
export interface StrapiQueryOptions {
  /** Public field name (as the API exposes it) -> column. */
  fields: Record<string, PgColumn>;
  /** Text columns `_q` searches. Without any, `_q` is rejected. */
  searchFields?: PgColumn[];
  /** Sort used when `_sort` is absent (keeps paging stable). */
  defaultSort?: string;
  /** Parameters a route handles itself; the parser skips them. */
  passthrough?: string[];
  /** Most rows one request may read (default MAX_LIMIT); `_limit` above it, or -1, is clamped to it. */
  maxLimit?: number;
}

export interface StrapiQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Always set: reads are bounded (`_limit=-1` or too big -> the resource's maxLimit). */
  limit: number;
  offset: number;
}

export type RawQuery = Record<string, string | string[] | undefined>;

export const DEFAULT_LIMIT = 100;
/** The most rows a Strapi-style list returns unless the resource sets its own maxLimit. */
export const MAX_LIMIT = 100;

const operators = [
  'containss',
  'ncontains',
  'contains',
  'null',
  'nin',
  'in',
  'ne',
  'eq',
  'lte',
  'lt',
  'gte',
  'gt',
] as const;
type Operator = (typeof operators)[number];

const reserved = new Set(['_sort', '_limit', '_start', '_q']);

function single(key: string, value: string | string[]): string {
  if (Array.isArray(value)) {
    if (value.length !== 1) throw validationFailed(`Query parameter "${key}" must be given once`);
    return value[0] as string;
  }
  return value;
}

function list(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Converts a query-string value to what the column holds; throws 400 when it cannot. */
function coerce(field: string, column: PgColumn, value: string): unknown {
  switch (column.dataType) {
    case 'number': {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) throw validationFailed(`"${field}" must be a number`);
      if (column.columnType === 'PgInteger' || column.columnType === 'PgSerial') {
        if (!Number.isInteger(number) || Math.abs(number) > 2_147_483_647) {
          throw validationFailed(`"${field}" must be an integer`);
        }
      }
      return number;
    }
    case 'boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      throw validationFailed(`"${field}" must be true or false`);
    case 'date': {
      const date = new Date(value);
      if (value.trim() === '' || Number.isNaN(date.getTime())) throw validationFailed(`"${field}" must be a date`);
      return date;
    }
    case 'string':
      return value;
    default:
      throw validationFailed(`"${field}" cannot be filtered`);
  }
}

function parseInteger(key: string, raw: string, min: number): number {
  if (!/^-?\d+$/.test(raw)) throw validationFailed(`"${key}" must be an integer`);
  const value = Number(raw);
  if (value < min || !Number.isSafeInteger(value)) throw validationFailed(`"${key}" must be at least ${min}`);
  return value;
}

function parseSort(raw: string, fields: Record<string, PgColumn>): SQL[] {
  return list(raw).map((part) => {
    const [field = '', direction = 'ASC', ...rest] = part.split(':');
    const column = fields[field];
    if (!column || rest.length > 0) throw validationFailed(`Cannot sort by "${part}"`);
    const dir = direction.toUpperCase();
    if (dir !== 'ASC' && dir !== 'DESC') throw validationFailed(`Sort direction of "${field}" must be ASC or DESC`);
    return dir === 'ASC' ? asc(column) : desc(column);
  });
}

function resolveKey(key: string, fields: Record<string, PgColumn>): { field: string; operator: Operator | undefined } {
  if (Object.hasOwn(fields, key)) return { field: key, operator: undefined };
  for (const operator of operators) {
    const suffix = `_${operator}`;
    if (key.endsWith(suffix)) {
      const field = key.slice(0, -suffix.length);
      if (Object.hasOwn(fields, field)) return { field, operator };
    }
  }
  throw validationFailed(`Unknown query parameter "${key}"`);
}

function condition(field: string, column: PgColumn, operator: Operator | undefined, value: string | string[]): SQL {
  switch (operator) {
    case undefined:
    case 'eq':
      return eq(column, coerce(field, column, single(field, value)));
    case 'ne':
      return ne(column, coerce(field, column, single(field, value)));
    case 'lt':
      return lt(column, coerce(field, column, single(field, value)));
    case 'lte':
      return lte(column, coerce(field, column, single(field, value)));
    case 'gt':
      return gt(column, coerce(field, column, single(field, value)));
    case 'gte':
      return gte(column, coerce(field, column, single(field, value)));
    case 'in':
    case 'nin': {
      const values = list(value).map((item) => coerce(field, column, item));
      if (values.length === 0) throw validationFailed(`"${field}_${operator}" needs at least one value`);
      return operator === 'in' ? inArray(column, values) : notInArray(column, values);
    }
    case 'null': {
      const flag = single(field, value);
      if (flag !== 'true' && flag !== 'false') throw validationFailed(`"${field}_null" must be true or false`);
      return flag === 'true' ? isNull(column) : isNotNull(column);
    }
    case 'contains':
    case 'ncontains':
    case 'containss': {
      if (column.dataType !== 'string') throw validationFailed(`"${field}" is not a text field`);
      const pattern = likeContains(single(field, value));
      if (operator === 'containss') return like(column, pattern);
      return operator === 'contains' ? ilike(column, pattern) : not(ilike(column, pattern));
    }
  }
}

/** Parses a Strapi v3 query. Throws VALIDATION_FAILED (the problem in `details`) on anything it does not allow. */
export function parseStrapiQuery(query: RawQuery, options: StrapiQueryOptions): StrapiQuery {
  const { fields } = options;
  const passthrough = new Set(options.passthrough ?? []);
  const conditions: SQL[] = [];
  let orderBy: SQL[] = options.defaultSort ? parseSort(options.defaultSort, fields) : [];
  const maxLimit = options.maxLimit ?? MAX_LIMIT;
  let limit = Math.min(DEFAULT_LIMIT, maxLimit);
  let offset = 0;

  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || passthrough.has(key)) continue;
    if (key === '_sort') orderBy = parseSort(single(key, value), fields);
    else if (key === '_limit') {
      const parsed = parseInteger(key, single(key, value), -1);
      // Strapi's -1 ("all") and anything above the cap read at most maxLimit rows.
      limit = parsed === -1 ? maxLimit : Math.min(parsed, maxLimit);
    } else if (key === '_start') offset = parseInteger(key, single(key, value), 0);
    else if (key === '_q') {
      const text = single(key, value).trim();
      if (!options.searchFields?.length) throw validationFailed('This resource cannot be searched');
      if (text !== '') {
        const pattern = likeContains(text);
        conditions.push(or(...options.searchFields.map((column) => ilike(column, pattern))) as SQL);
      }
    } else if (reserved.has(key)) continue;
    else {
      const { field, operator } = resolveKey(key, fields);
      conditions.push(condition(field, fields[field] as PgColumn, operator, value));
    }
  }

  return { where: conditions.length > 0 ? and(...conditions) : undefined, orderBy, limit, offset };
}
