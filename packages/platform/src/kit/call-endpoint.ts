import { endpointPath, type Endpoint, type EndpointShape } from '@academy/contracts';
import { http } from '@academy/platform';

/** A query whose every field is optional may be left out. */
type QueryOf<Shape extends EndpointShape> = object extends Shape['query']
  ? { query?: Shape['query'] }
  : { query: Shape['query'] };
type Input<Shape extends EndpointShape> = Omit<Shape, 'response' | 'query' | 'parsed'> &
  QueryOf<Shape> & {
    /** Do not toast a failure: the caller shows it inline. */
    silent?: boolean;
    signal?: AbortSignal;
    /** Request headers of this call (an `Idempotency-Key`). */
    headers?: Record<string, string>;
  };
/** The input may be left out when the endpoint takes none. */
type InputArgs<Shape extends EndpointShape> =
  Record<string, never> extends Omit<Shape, 'response' | 'parsed'> ? [input?: Input<Shape>] : [input: Input<Shape>];

/** Any row of the table, whatever its shape. */
type AnyEndpoint = Pick<Endpoint, 'method' | 'path'> & { shape?: EndpointShape; schemas: () => Promise<unknown> };
type ShapeOf<E extends AnyEndpoint> = NonNullable<E['shape']>;

interface Parser {
  parse: (data: unknown) => unknown;
}

/**
 * Calls one endpoint of contracts' `endpoints` table: fills in its path, checks the body before it
 * leaves and the answer when it arrives, with the endpoint's schemas (loaded on first use, while
 * the request is under way). Failures are `RequestError`s, as with `http`.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: InputArgs<ShapeOf<E>>
): Promise<ShapeOf<E>['response']> {
  const { params, query, body, silent, signal, headers } = (input ?? {}) as Input<EndpointShape>;
  const schemas = endpoint.schemas() as Promise<{ body?: Parser; response: Parser }>;
  // a request that fails first is the error to report; the schemas' own failure would go unhandled
  schemas.catch(() => undefined);
  const data = body === undefined ? undefined : (await schemas).body!.parse(body);
  const response = await http.request({
    method: endpoint.method,
    url: endpointPath(endpoint.path, params),
    params: query,
    data,
    silent,
    signal,
    headers,
  });
  return (await schemas).response.parse(response.data) as ShapeOf<E>['response'];
}
