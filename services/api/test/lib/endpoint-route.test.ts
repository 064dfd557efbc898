import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@academy/contracts';
import errorsPlugin from '../../src/plugins/errors.ts';
import { endpointRoute, pathUnderPrefix } from '../../src/lib/endpoint-route.ts';

// A made-up endpoint: a thing by id, with a flag in the query and a name in the body.
type ThingShape = {
  params: { id: number };
  query: { loud?: boolean };
  body: { name: string };
  response: { id: number; name: string };
};
const thing = endpoint<ThingShape>({
  method: 'POST',
  path: '/client/things/:id',
  errors: ['NOT_FOUND'],
  schemas: async () => ({
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({
      loud: z
        .enum(['true', 'false'])
        .transform((flag) => flag === 'true')
        .optional(),
    }),
    body: z.object({ name: z.string().min(1) }),
    response: z.object({ id: z.number(), name: z.string() }),
  }),
});

// A made-up upload: the browser sends FormData, which the table's body schema checks in the browser.
const upload = endpoint<{ body: FormData; response: { size: number } }>({
  method: 'POST',
  path: '/client/uploads',
  errors: [],
  schemas: async () => ({
    body: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
    response: z.object({ size: z.number() }),
  }),
});

async function uploadApp(options: { multipart?: boolean }) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(multipart);
  await app.register(
    async (scope) =>
      endpointRoute(scope, upload, { tags: ['uploads'], summary: 'An upload', ...options }, async (request) => {
        const file = await request.file();
        return { size: file ? (await file.toBuffer()).length : -1 };
      }),
    { prefix: '/client' },
  );
  await app.ready();
  return app;
}

const boundary = '----endpoint-route-test';
const multipartFile = {
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
};

async function tinyApp(prefix: string, answer: (input: { id: number; name: string; loud: boolean }) => unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(
    async (scope) =>
      endpointRoute(
        scope,
        thing,
        { tags: ['things'], summary: 'A thing' },
        async (request) =>
          answer({ id: request.params.id, name: request.body.name, loud: request.query.loud ?? false }) as never,
      ),
    { prefix },
  );
  await app.ready();
  return app;
}

describe('endpointRoute', () => {
  test('registers the table method and path with its request schemas', async () => {
    const app = await tinyApp('/client/things', (input) => input);
    const ok = await app.inject({ method: 'POST', url: '/client/things/7?loud=false', payload: { name: 'a' } });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { id: 7, name: 'a' });
    const loud = await app.inject({ method: 'POST', url: '/client/things/7?loud=true', payload: { name: 'a' } });
    assert.equal(loud.statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/client/things/7' })).statusCode, 404);
    await app.close();
  });

  test('bad params, query or body answer 400 VALIDATION_FAILED', async () => {
    const app = await tinyApp('/client', (input) => input);
    const bad = [
      { url: '/client/things/zero', payload: { name: 'a' } },
      { url: '/client/things/7?loud=maybe', payload: { name: 'a' } },
      { url: '/client/things/7', payload: { name: '' } },
    ];
    for (const request of bad) {
      const response = await app.inject({ method: 'POST', ...request });
      assert.equal(response.statusCode, 400, request.url);
      assert.equal(response.json().code, 'VALIDATION_FAILED', request.url);
    }
    await app.close();
  });

  test('an answer that breaks the response schema is not sent as it is', async () => {
    const app = await tinyApp('/client/things', () => ({ id: 'seven', secret: 'x' }));
    const response = await app.inject({ method: 'POST', url: '/client/things/7', payload: { name: 'a' } });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().code, 'INTERNAL_ERROR');
    assert.doesNotMatch(response.body, /seven|secret/);
    await app.close();
  });

  test('a table path not under the plugin prefix fails the start-up', async () => {
    await assert.rejects(
      tinyApp('/client/other', (input) => input),
      /not under the plugin's prefix "\/client\/other"/,
    );
    assert.equal(pathUnderPrefix('/client/v2/progress', '/client/v2/progress'), '/');
    assert.equal(pathUnderPrefix('/client/v2/progress', ''), '/client/v2/progress');
    assert.throws(() => pathUnderPrefix('/client/v22/x', '/client/v2'));
  });

  test('a multipart route skips the body schema and the handler reads the parts (the schema alone refuses them)', async () => {
    const app = await uploadApp({ multipart: true });
    const response = await app.inject({ method: 'POST', url: '/client/uploads', ...multipartFile });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { size: 5 });
    await app.close();
    const strict = await uploadApp({});
    const refused = await strict.inject({ method: 'POST', url: '/client/uploads', ...multipartFile });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'VALIDATION_FAILED');
    await strict.close();
  });

  test("an endpoint at the plugin's prefix answers with and without a trailing slash, listed once by onRoute", async () => {
    const list = endpoint<{ response: string[] }>({
      method: 'GET',
      path: '/client/things',
      errors: [],
      schemas: async () => ({ response: z.array(z.string()) }),
    });
    const urls: string[] = [];
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRoute', (route) => {
      if (route.method === 'GET') urls.push(route.url);
    });
    await app.register(async (scope) => endpointRoute(scope, list, { tags: [], summary: 'Things' }, () => ['a']), {
      prefix: '/client/things',
    });
    await app.ready();
    for (const url of ['/client/things', '/client/things/']) {
      const response = await app.inject(url);
      assert.equal(response.statusCode, 200, url);
      assert.deepEqual(response.json(), ['a'], url);
    }
    assert.deepEqual(urls, ['/client/things']);
    await app.close();
  });

  test('a route with two success statuses checks both answers against the table', async () => {
    const made = endpoint<{ response: { id: number } }>({
      method: 'POST',
      path: '/client/made',
      errors: [],
      schemas: async () => ({ response: z.object({ id: z.number() }) }),
    });
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(async (scope) =>
      endpointRoute(scope, made, { tags: [], summary: 'Made', status: [200, 201] }, (request, reply) =>
        reply.code(request.headers['x-new'] ? 201 : 200).send({ id: 1, secret: 'x' } as never),
      ),
    );
    await app.ready();
    for (const [headers, status] of [
      [{}, 200],
      [{ 'x-new': '1' }, 201],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/client/made', headers });
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), { id: 1 }, 'the body as the table has it (the extra field is not sent)');
    }
    await app.close();
  });
});
