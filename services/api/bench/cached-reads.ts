/**
 * Cached public reads for `pnpm bench:api` (issue 12, item 5): the same GET answered from the
 * in-process public cache (200 with the body) and revalidated with its ETag (304, no body).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';

const autocannonBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

export interface CachedReadOptions {
  connections: number;
  duration: number;
}

/** Two runs on a listening app: cached 200s, then If-None-Match 304s. Fails when an answer is not the expected status. */
export async function cachedReads(
  label: string,
  app: FastifyInstance,
  url: string,
  { connections, duration }: CachedReadOptions,
): Promise<Array<{ name: string; result: Result }>> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const first = await fetch(`${address}${url}`);
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`${label}: ${url} answered ${first.status} without an ETag`);
  const revalidated = await fetch(`${address}${url}`, { headers: { 'if-none-match': etag } });
  if (revalidated.status !== 304) throw new Error(`${label}: If-None-Match answered ${revalidated.status}`);
  const out: Array<{ name: string; result: Result }> = [];
  for (const [name, headers, expected] of [
    [`${label}, public cache (200)`, [], '2xx'],
    [`${label}, ETag revalidation (304)`, ['-H', `if-none-match=${etag}`], '3xx'],
  ] as const) {
    process.stderr.write(`${name}: ${connections} connections for ${duration} s...\n`);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [autocannonBin, '--json', '-c', String(connections), '-d', String(duration), ...headers, `${address}${url}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as Result & { '2xx': number; '3xx': number };
    const wrong = result.requests.total - result[expected];
    if (result.errors || result.timeouts || wrong > connections) {
      process.stderr.write(
        `${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${wrong} answers not ${expected}\n`,
      );
    }
    out.push({ name, result });
  }
  await app.close();
  return out;
}
