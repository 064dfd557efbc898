import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { composition, root, unitsFromEnv } from '../composition.mjs';
import { latestRelease, skewSteps } from '../skew-check.mjs';

test('the release checked against is the newest release-* tag; none -> undefined', () => {
  assert.equal(latestRelease('release-2026-11-28\nrelease-2026-11-20\n'), 'release-2026-11-28');
  assert.equal(latestRelease(''), undefined);
});

test('a unit from another checkout runs there (its build; for the shell its server), the rest here', () => {
  const units = unitsFromEnv('mf-quiz=/tmp/release-a,shell=/tmp/release-b');
  assert.deepEqual(units, { 'mf-quiz': '/tmp/release-a/mf-quiz', shell: '/tmp/release-b/shell' });
  const services = composition({ dataDir: '/tmp/skew-data', unitsFrom: units });
  const cwd = (name) => path.resolve(root, services.find((s) => s.name === name).cwd);
  assert.equal(cwd('mf-quiz'), '/tmp/release-a/mf-quiz');
  assert.equal(cwd('shell'), '/tmp/release-b/shell');
  assert.equal(cwd('mf-content'), path.join(root, 'mf-content'));
  assert.equal(cwd('api'), path.join(root, 'services/api'));
  assert.deepEqual(unitsFromEnv(undefined), {});
});

test('ACADEMY_UNITS_FROM refuses an unknown unit or a relative path, loudly', () => {
  assert.throws(() => unitsFromEnv('mf-nothing=/tmp/x'), /ACADEMY_UNITS_FROM: "mf-nothing=\/tmp\/x"/);
  assert.throws(() => unitsFromEnv('mf-quiz=release'), /absolute path/);
  assert.throws(() => unitsFromEnv('mf-quiz'), /ACADEMY_UNITS_FROM/);
});

test('the steps: install and build the unit at the release, then its journeys as of then against this checkout', () => {
  const steps = skewSteps('mf-quiz', '/tmp/release-a', ['main-quiz.spec.ts', 'pop-quiz.spec.ts']);
  assert.deepEqual(
    steps.map((s) => s.cwd),
    ['/tmp/release-a', '/tmp/release-a/mf-quiz', root],
  );
  assert.deepEqual(steps[1].args.slice(-2), ['run', 'build']);
  const journeys = steps[2];
  assert.deepEqual(journeys.args.slice(-2), ['main-quiz.spec.ts', 'pop-quiz.spec.ts']);
  assert.equal(journeys.env.ACADEMY_UNITS_FROM, 'mf-quiz=/tmp/release-a');
  assert.equal(journeys.env.E2E_TEST_DIR, './skew-tests');
});
