// docker/front-door/nginx.conf as written: its upstreams agree with the composition and its body
// limit takes the API's largest request. Driven through a real nginx: front-door.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ports, remotes, root } from '../composition.mjs';
import { frontDoorRoutes, readNginxConf } from './support/nginx-conf.mjs';

const conf = readNginxConf();

describe('the front door’s upstreams', () => {
  it('sends / to the shell, /api/ to the API and /remotes/<name>/ to each remote, on their ports of ports.cjs', () => {
    assert.deepEqual(frontDoorRoutes(conf), [
      { prefix: '/', service: 'shell', port: ports.shell },
      { prefix: '/api/', service: 'api', port: ports.api },
      ...remotes.map((r) => ({ prefix: `/remotes/${r}/`, service: `mf-${r}`, port: ports[r] })),
    ]);
  });

  it('lets the API take its largest request (a hackathon registration’s files)', () => {
    const constants = readFileSync(path.join(root, 'packages/contracts/src/lib/constants.ts'), 'utf8');
    const value = (name) => {
      const expression = new RegExp(`export const ${name} = ([\\d *]+);`).exec(constants)?.[1];
      return expression.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    };
    const largest = value('HACKATHON_DOCUMENTS_MAX') * value('HACKATHON_DOCUMENT_MAX_BYTES');
    const limit = /location \/api\/ \{[^}]*?\}[^}]*?client_max_body_size (\d+)m;/s.exec(conf)?.[1];
    assert.ok(Number(limit) * 1024 * 1024 > largest, `client_max_body_size ${limit}m <= ${largest} bytes`);
  });
});
