import { endpointPath, endpoints, type Endpoint, type EndpointShape } from '../../index';

const rows = Object.entries(endpoints).flatMap(([domain, table]) =>
  Object.entries(table as unknown as Record<string, Endpoint<EndpointShape>>).map(([name, row]) => ({
    name: `${domain}.${name}`,
    row,
  })),
);

describe('the endpoint table', () => {
  it('has each method and path once (no endpoint written twice)', () => {
    const keys = rows.map(({ row }) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(rows)('$name: an API path, its schemas load, params exactly as in the path', async ({ row }) => {
    expect(row.path).toMatch(/^\/client\/[\w/:.-]+$/);
    const schemas = (await row.schemas()) as Record<string, { shape?: Record<string, unknown> } | undefined>;
    expect(schemas.response).toBeDefined();
    const inPath = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(schemas.params?.shape ?? {}).sort()).toEqual(inPath);
    if (row.method === 'GET') expect(schemas.body).toBeUndefined();
  });

  it('reads a query flag as the browser passes it and as a URL carries it', async () => {
    const { query } = (await endpoints.quiz.quizBySlug.schemas()) as unknown as {
      query: { parse: (value: unknown) => unknown; safeParse: (value: unknown) => { success: boolean } };
    };
    expect(query.parse({ isMyQuiz: 'false' })).toEqual({ isMyQuiz: false });
    expect(query.parse({ isMyQuiz: 'true' })).toEqual({ isMyQuiz: true });
    expect(query.parse({ isMyQuiz: false })).toEqual({ isMyQuiz: false });
    expect(query.safeParse({ isMyQuiz: 'yes' }).success).toBe(false);
  });

  it('fills a path and refuses one without its part', () => {
    expect(endpointPath('/client/paths/:slug/x/:id', { slug: 'ก ข', id: 3 })).toBe(
      '/client/paths/%E0%B8%81%20%E0%B8%82/x/3',
    );
    expect(() => endpointPath('/client/paths/:slug', {})).toThrow('needs "slug"');
  });
});
