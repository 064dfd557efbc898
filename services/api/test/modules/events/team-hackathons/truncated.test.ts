import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { filesUnder, hackathonConfig, signedIn } from '../../../support/hackathon.ts';

const boundary = '----truncated';
const multipart = (body: string, auth: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/team-hackathons',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth },
  payload: body,
});

// A body that ends inside a part (no closing boundary) must be answered, with a 400, whatever
// the part is: an unknown field that is skipped, or a document that is being staged.
describe('POST /team-hackathons with a truncated multipart body', () => {
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    const config = hackathonConfig();
    dataDir = String(config.DATA_DIR);
    app = await buildTestApp({ config });
  });

  for (const field of ['file', 'documents']) {
    test(`ends inside a "${field}" part -> 400, nothing staged`, { timeout: 20_000 }, async () => {
      const response = await app.inject(
        multipart(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n\u0089PNG',
          await signedIn(app),
        ),
      );
      assert.equal(response.statusCode, 400, response.body);
      assert.ok(['BAD_REQUEST', 'VALIDATION_FAILED'].includes(response.json().code), response.body);
      assert.deepEqual(await filesUnder(dataDir), []);
    });
  }
});
