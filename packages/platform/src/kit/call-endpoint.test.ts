import { z } from 'zod';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { endpoint } from '@academy/contracts';
import { callEndpoint } from './call-endpoint';
import { http, RequestError } from '@academy/platform';

jest.mock('../lib/toast', () => ({ toast: jest.fn() }));

const seen: InternalAxiosRequestConfig[] = [];
let answer: unknown = {};
const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
};
const original = http.defaults.adapter;
beforeAll(() => {
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
});
beforeEach(() => {
  seen.length = 0;
  answer = {};
});

const note = endpoint<{
  params: { slug: string; id: number };
  query: { lang?: string };
  body: { text: string };
  response: { saved: boolean };
}>({
  method: 'PUT',
  path: '/client/notes/:slug/items/:id',
  errors: ['NOT_FOUND'],
  schemas: async () => ({
    params: z.object({ slug: z.string(), id: z.number() }),
    query: z.object({ lang: z.string().optional() }),
    body: z.object({ text: z.string().trim().min(1) }),
    response: z.object({ saved: z.boolean() }),
  }),
});

describe('callEndpoint', () => {
  it('fills in the path (each part encoded), sends the query, the headers and the checked body, answers the checked response', async () => {
    answer = { saved: true, extra: 'dropped by the schema' };
    const result = await callEndpoint(note, {
      params: { slug: 'a b/c', id: 7 },
      query: { lang: 'th' },
      body: { text: '  hello  ' },
      headers: { 'Idempotency-Key': 'k-1' },
      silent: true,
    });
    expect(result).toEqual({ saved: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('put');
    expect(seen[0]!.url).toBe('/client/notes/a%20b%2Fc/items/7');
    expect(seen[0]!.params).toEqual({ lang: 'th' });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    // the body as its schema made it (trimmed)
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ text: 'hello' });
  });

  it('sends nothing when the body fails its schema', async () => {
    await expect(callEndpoint(note, { params: { slug: 'x', id: 1 }, body: { text: '   ' } })).rejects.toThrow();
    expect(seen).toHaveLength(0);
  });

  it('refuses an answer that is not what the endpoint promises', async () => {
    answer = { saved: 'yes' };
    await expect(callEndpoint(note, { params: { slug: 'x', id: 1 }, body: { text: 'hi' } })).rejects.toThrow();
  });

  it('reports a failed request as a RequestError, not the schemas', async () => {
    http.defaults.adapter = async () => {
      throw new Error('socket hang up');
    };
    try {
      await expect(
        callEndpoint(note, { params: { slug: 'x', id: 1 }, body: { text: 'hi' }, silent: true }),
      ).rejects.toBeInstanceOf(RequestError);
    } finally {
      http.defaults.adapter = adapter;
    }
  });
});
