/**
 * Schema-driven fuzzing: walks the OpenAPI document (app.swagger()) and sends malformed input to
 * every route: wrong types, NUL bytes, huge and negative numbers, out-of-range dates, injection
 * strings, malformed JSON and multipart, bogus tokens. No answer may be a 5xx, and no body may
 * carry a stack trace or SQL. Deterministic (fixed seed) and bounded (RUNS_PER_ROUTE each), so it
 * covers routes that land later without growing slow.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { buildTestApp } from '../support/app.ts';
import { createSession, createUser } from '../support/factories.ts';
import { accountConfig, startExchangeSandbox } from '../support/accounts.ts';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[] | null;
  multipart: boolean;
}

const evilStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '1; select pg_sleep(1)',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '-99999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2024-02-30',
  '\uD800',
  '🙂',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const evilString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...evilStrings) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);
const evilNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0001, 253402300800000),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: evilString },
  { weight: 2, arbitrary: evilNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[[]]]], { $gt: '' }, ['\u0000']) },
  { weight: 1, arbitrary: fc.array(evilString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(evilString, evilString, { maxKeys: 2 }) },
);
const pathValue = fc.oneof(fc.constantFrom('1', '0', 'abc', '2147483648', '-5'), evilString);

function operations(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Json>>)) {
    if (path.startsWith('/documentation')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as Array<{ in: string; name: string }>;
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema?: Json }>;
      const jsonSchema = content['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: jsonSchema ? Object.keys((jsonSchema.properties ?? {}) as Json) : null,
        multipart:
          'multipart/form-data' in content ||
          ((op.consumes as string[] | undefined) ?? []).includes('multipart/form-data'),
      });
    }
  }
  return out;
}

interface Case {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  auth: 'valid' | 'bogus' | 'none';
  bogusToken: string;
}

function caseArbitrary(op: Operation): fc.Arbitrary<Case> {
  const params = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p, pathValue])) as Record<string, fc.Arbitrary<string>>,
  );
  const queryKeys = [...op.queryParams, '_limit', '_start', '_sort', 'page', 'pageSize', 'id_in', 'createdAt_gte'];
  const query = fc.dictionary(
    fc.constantFrom(...queryKeys),
    fc.oneof(evilString, fc.array(evilString, { maxLength: 2 })),
    {
      maxKeys: 3,
    },
  );
  const keys = op.bodyKeys && op.bodyKeys.length > 0 ? op.bodyKeys : ['id', 'email', 'password'];
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keys), evilValue, { maxKeys: keys.length }) },
    { weight: 1, arbitrary: evilValue },
  );
  return fc.record({
    params,
    query,
    body,
    auth: fc.constantFrom('valid', 'valid', 'bogus', 'none'),
    bogusToken: fc.oneof(
      evilString,
      fc.constantFrom('Bearer ', 'Bearer \u0000', 'Basic Og==', `Bearer ${'a'.repeat(600)}`),
    ),
  }) as fc.Arbitrary<Case>;
}

const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(wellFormed(params[name] ?? '1')));

/** Lone surrogates cannot be URL-encoded: replaced by U+FFFD as a browser would. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

const queryString = (query: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
};

/** Stack frames, SQL or driver internals in a response body. */
const LEAK =
  /\bat [\w.<>]+ \(|node:internal|\.ts:\d+:\d+|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\b\s+"|syntax error|DrizzleQueryError|duplicate key|violates|postgres(ql)?:\/\//i;

describe('OpenAPI-driven fuzzing: no 5xx, no stack or SQL in any body', { timeout: 240_000 }, () => {
  let app: FastifyInstance;
  let sessionToken: () => Promise<string>;
  const failures: string[] = [];
  let sent = 0;

  before(async () => {
    const exchange = await startExchangeSandbox();
    app = await buildTestApp({ config: accountConfig(exchange.config) });
    const user = await createUser(app, { email: 'fuzz@example.test' });
    sessionToken = async () => (await createSession(app, user)).token;
  });

  const check = async (label: string, options: InjectOptions) => {
    sent++;
    const response = await app.inject(options);
    if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    else if (LEAK.test(response.body) && !/^image\//.test(String(response.headers['content-type'] ?? '')))
      failures.push(`${label}: leaks ${response.body.slice(0, 200)}`);
  };

  test('every route of the OpenAPI document', async () => {
    const ops = operations(app.swagger() as unknown as Json);
    assert.ok(ops.length >= 30, `the document lists the routes (${ops.length})`);
    for (const [index, op] of ops.entries()) {
      const cases = fc.sample(caseArbitrary(op), { numRuns: RUNS_PER_ROUTE, seed: SEED + index });
      for (const c of cases) {
        const headers: Record<string, string> = {};
        if (c.auth === 'valid') headers.authorization = `Bearer ${await sessionToken()}`;
        if (c.auth === 'bogus') headers.token = c.bogusToken.replace(/[\r\n]/g, '');
        const url = fillPath(op.path, c.params) + queryString(c.query);
        const withBody = op.method !== 'GET' && op.method !== 'DELETE';
        await check(`${op.method} ${url.slice(0, 120)} ${withBody ? JSON.stringify(c.body)?.slice(0, 120) : ''}`, {
          method: op.method as InjectOptions['method'],
          url,
          headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(withBody ? { payload: JSON.stringify(c.body ?? null) } : {}),
        });
      }
      if (op.method === 'GET' || op.method === 'DELETE') continue;
      const url = fillPath(op.path, {});
      const auth = { authorization: `Bearer ${await sessionToken()}` };
      // Malformed JSON and wrong content types.
      for (const raw of [
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '\u0000',
        '{"a":"\\u0000"}',
        '"\\ud800"',
        '{"__proto__":{"x":1}}',
      ]) {
        await check(`${op.method} ${url} raw ${JSON.stringify(raw)}`, {
          method: op.method as InjectOptions['method'],
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: raw,
        });
      }
      // Malformed multipart: no boundary, truncated, garbage.
      const boundary = '----fuzzboundary';
      for (const [type, payload] of [
        ['multipart/form-data', 'garbage'],
        [
          `multipart/form-data; boundary=${boundary}`,
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
        ],
        [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken header\r\n\r\nx\r\n--${boundary}--`],
        [`multipart/form-data; boundary=${boundary}`, ''],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=%00&b=%zz'],
      ] as const) {
        await check(`${op.method} ${url} ${type} ${JSON.stringify(payload.slice(0, 30))}`, {
          method: op.method as InjectOptions['method'],
          url,
          headers: { ...auth, 'content-type': type },
          payload,
        });
      }
    }
    assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed`);
  });
});
