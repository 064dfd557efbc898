// The server render is built as CommonJS while the shell's package is `"type": "module"`. Node
// loads a `.js` file by its package's type, so the build carries its own package.json saying
// commonjs; without it the image's `node server.ts` crashed on `module.exports` (no tsx there to
// hide it). The probe is loaded by a plain Node, without the test's tsx loader.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const shellDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(shellDir, 'package.json'));
const webpack = require('webpack');
const { createServerConfig } = require('@academy/mf-config');

describe('the server build under a "type": "module" package', () => {
  // Inside shell/, so the nearest package.json is the shell's, as for dist/server.
  const dir = mkdtempSync(path.join(shellDir, '.server-build-probe-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('loads with a plain require and exports render', async () => {
    writeFileSync(path.join(dir, 'render.js'), 'export async function render() { return "rendered"; }\n');
    const config = createServerConfig({ dir, name: 'probe', entry: './render.js', outputDir: 'out' })(
      {},
      { mode: 'production' },
    );
    const stats = await new Promise((resolve, reject) =>
      webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
    );
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'out/package.json'), 'utf8')), { type: 'commonjs' });

    const probe = `Promise.resolve(require(${JSON.stringify(path.join(dir, 'out/render.js'))}))
      .then((m) => m.render()).then((answer) => process.stdout.write(answer))`;
    assert.equal(
      execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: { PATH: process.env.PATH } }),
      'rendered',
    );
  });
});
