import type { z } from 'zod';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint takes and answers, as types; its schemas check the same at run time. */
export interface EndpointShape {
  /** The path's `:name` parts. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  response: unknown;
  /** What the schemas make of the request where it differs from what is sent (defaults filled in): the API's handler gets it. */
  parsed?: { params?: object; query?: object; body?: unknown };
}

/** A part of the request as the schemas parse it: `parsed`'s if given, else as sent. */
export type ParsedOf<Shape extends EndpointShape, Part extends 'params' | 'query' | 'body'> = Shape['parsed'] extends {
  [Key in Part]: infer Parsed;
}
  ? Parsed
  : Shape[Part];

/** The zod schemas of an endpoint: each one's output is the shape's type, the body's input is (checked by `tsc`). */
export type SchemasOf<Shape extends EndpointShape> = {
  response: z.ZodType<Shape['response'], unknown>;
} & (Shape['params'] extends object ? { params: z.ZodType<ParsedOf<Shape, 'params'>, unknown> } : unknown) &
  (Shape['query'] extends object ? { query: z.ZodType<ParsedOf<Shape, 'query'>, unknown> } : unknown) &
  (undefined extends Shape['body'] ? unknown : { body: z.ZodType<BodyOutput<Shape>, Shape['body']> });

type BodyOutput<Shape extends EndpointShape> = Shape['parsed'] extends { body: infer Parsed } ? Parsed : unknown;

/**
 * One endpoint of the API: method, path, the error codes it may answer and its schemas. The
 * schemas (and zod) load on first use, so a page that never calls the API never loads them; the
 * API loads them all when it registers its routes.
 */
export interface Endpoint<Shape extends EndpointShape = EndpointShape> {
  readonly method: HttpMethod;
  /** Like `/client/blogs/slug/:slug`. */
  readonly path: string;
  /** The codes it may answer besides the ones any endpoint may (VALIDATION_FAILED, RATE_LIMITED, UNAUTHORIZED...). */
  readonly errors: readonly ErrorCode[];
  readonly schemas: () => Promise<SchemasOf<Shape>>;
  /** Types only: never set. */
  readonly shape?: Shape;
}

export type ResponseOf<E> = E extends Endpoint<infer Shape> ? Shape['response'] : never;
export type InputOf<E> = E extends Endpoint<infer Shape> ? Omit<Shape, 'response' | 'parsed'> : never;

export function endpoint<Shape extends EndpointShape>(definition: Omit<Endpoint<Shape>, 'shape'>): Endpoint<Shape> {
  return definition;
}

/** The endpoint's path with its `:name` parts filled in (each encoded); a missing one throws. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointPath: ${path} needs "${name}"`);
    return encodeURIComponent(String(value));
  });
}
