// The e2e suite runs two lanes at once (E2E_WORKERS=1: one), then the specs that must run alone
// (e2e/playwright.config.ts, lanes in e2e/support/lanes.json). A spec in the wrong lane would not fail at once but race with
// another: this test reads every spec and says which lane its calls require.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';

const lanes = createRequire(import.meta.url)('../../e2e/support/lanes.json');
const specDir = path.join(root, 'e2e/tests');
const specs = readdirSync(specDir).filter((file) => file.endsWith('.spec.ts'));

/**
 * The lane a spec's text requires: `alone` when it changes what every test sees (stops, starts or
 * redeploys a unit, or stops the API for operator commands), `sandboxUser` when it signs on as a
 * sandbox user, else `others` (any lane).
 */
export function requiredLane(text) {
  if (/\b(stopService|startService|redeployService|runApiOperator)\(/.test(text)) return 'alone';
  if (/data-user-id="exu_|\bsignInWithExchange\(|\bsignOnWithSandbox\(/.test(text)) return 'sandboxUser';
  return 'others';
}

describe('e2e lanes', () => {
  it('reads which lane a spec needs', () => {
    assert.equal(requiredLane("await stopService('mf-quiz');"), 'alone');
    assert.equal(requiredLane("const [opened] = await runApiOperator([['pop-quiz:open']]);"), 'alone');
    assert.equal(requiredLane('await page.locator(\'button[data-user-id="exu_1001"]\').click();'), 'sandboxUser');
    assert.equal(requiredLane('await signInWithExchange(page);'), 'sandboxUser');
    assert.equal(requiredLane("await signedInLearner(page, 'pop-winner');"), 'others');
  });

  it('names only existing specs, each in one lane', () => {
    for (const file of [...lanes.alone, ...lanes.sandboxUser]) assert.ok(specs.includes(file), `${file} exists`);
    const both = lanes.alone.filter((file) => lanes.sandboxUser.includes(file));
    assert.deepEqual(both, []);
  });

  it('puts every spec where its calls require', () => {
    const misplaced = [];
    for (const file of specs) {
      const needed = requiredLane(readFileSync(path.join(specDir, file), 'utf8'));
      const placed = lanes.alone.includes(file) ? 'alone' : lanes.sandboxUser.includes(file) ? 'sandboxUser' : 'others';
      // a sandbox-user spec may also run alone (nothing runs beside it there)
      const fits = needed === placed || (needed === 'sandboxUser' && placed === 'alone') || needed === 'others';
      if (!fits) misplaced.push(`${file}: needs ${needed}, is in ${placed}`);
    }
    assert.deepEqual(misplaced, []);
  });
});

describe('the compose suite’s journeys', () => {
  it('run one at a time, only those its config names (not the process e2e’s lanes)', () => {
    const listed = execFileSync(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.compose.config.ts', '--list'],
      { cwd: root, encoding: 'utf8' },
    );
    const tests = listed.split('\n').filter((line) => /^ {2}\S+\.spec\.ts:\d+:\d+ › /.test(line));
    assert.ok(tests.length >= 10, listed);
    const files = new Set(tests.map((line) => line.trim().split(':')[0]));
    const named = ['content', 'account', 'main-quiz', 'subscriptions', 'isolation'].map(
      (name) => `tests/${name}.spec.ts`,
    );
    for (const file of files)
      assert.ok(named.includes(file) || file.startsWith('compose/'), `${file} is not a compose journey`);
  });
});
