import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointShape, ParsedOf } from '@academy/contracts';
import { errorResponses } from './http-schemas.ts';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type SuccessStatus = 200 | 201;

/** What a route adds to its endpoint: its documentation, headers, hooks, config (rate limit, cache) and answers. */
export interface EndpointRouteOptions<Headers extends z.ZodType | undefined> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  consumes?: string[];
  /** A multipart upload: the handler reads the parts itself, so the table's body schema (the browser's FormData) is not applied. */
  multipart?: boolean;
  headers?: Headers;
  config?: RouteShorthandOptions['config'];
  preValidation?: RouteShorthandOptions['preValidation'];
  preHandler?: RouteShorthandOptions['preHandler'];
  bodyLimit?: number;
  /** The status of a success (default 200), or its statuses; the body is checked against the table's response schema. */
  status?: SuccessStatus | SuccessStatus[];
  /** The error answers it documents (default 400, 429, 500). */
  errors?: Record<number, z.ZodType>;
}

/** The request as the table's schemas parse it before the handler runs. */
export type EndpointRequest<Shape extends EndpointShape, Headers = undefined> = FastifyRequest<{
  Params: ParsedOf<Shape, 'params'>;
  Querystring: ParsedOf<Shape, 'query'>;
  Body: ParsedOf<Shape, 'body'>;
  Headers: Headers extends z.ZodType ? z.output<Headers> : unknown;
}>;

export type EndpointHandler<Shape extends EndpointShape, Headers> = (
  this: FastifyInstance,
  request: EndpointRequest<Shape, Headers>,
  reply: FastifyReply,
) => Promise<Shape['response'] | FastifyReply> | Shape['response'] | FastifyReply;

/**
 * The endpoint's path below the plugin's prefix; a path outside it is a wiring mistake, found at
 * start-up. The prefix itself is '/': Fastify then answers it with and without a trailing slash.
 */
export function pathUnderPrefix(path: string, prefix: string): string {
  if (path === prefix) return '/';
  if (!path.startsWith(`${prefix}/`)) throw new Error(`endpoint ${path} is not under the plugin's prefix "${prefix}"`);
  return path.slice(prefix.length);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by endpointRoute: the table row ("METHOD /path") this route was registered from. */
    endpoint?: string;
  }
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;

/**
 * Registers an endpoint of `@academy/contracts`' table on a routes plugin: method, path and the
 * request and response schemas come from the table, so the browser and the API share one URL and
 * one schema; the route keeps its documentation, headers, config and handler.
 */
export async function endpointRoute<Shape extends EndpointShape, Headers extends z.ZodType | undefined = undefined>(
  app: App,
  endpoint: Endpoint<Shape>,
  options: EndpointRouteOptions<Headers>,
  handler: EndpointHandler<Shape, Headers>,
): Promise<void> {
  const url = pathUnderPrefix(endpoint.path, app.prefix);
  const schemas = (await endpoint.schemas()) as {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    response: z.ZodType;
  };
  const errorCodes = endpoint.errors.length ? `Error codes: ${endpoint.errors.join(', ')}.` : undefined;
  const schema: FastifySchema = withoutUndefined({
    tags: options.tags,
    summary: options.summary,
    description: [options.description, errorCodes].filter(Boolean).join('\n\n') || undefined,
    security: options.security,
    consumes: options.multipart ? ['multipart/form-data'] : options.consumes,
    params: schemas.params,
    querystring: schemas.query,
    body: options.multipart ? undefined : schemas.body,
    headers: options.headers,
    response: {
      ...Object.fromEntries([options.status ?? 200].flat().map((status) => [status, schemas.response])),
      ...(options.errors ?? errorResponses),
    },
  });
  const { config, preValidation, preHandler, bodyLimit } = options;
  app.route({
    ...withoutUndefined({ preValidation, preHandler, bodyLimit }),
    config: { ...config, endpoint: `${endpoint.method} ${endpoint.path}` },
    method: endpoint.method,
    url,
    schema,
    handler: handler as unknown as RouteHandlerMethod,
  });
}
