// A team's own check (scripts/team-check.mjs): its unit's journeys cover every e2e spec, and its
// e2e run rebuilds that unit only (scripts/build.mjs `jobsToBuild` with `only`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { apps, jobsToBuild, onlyFromEnv } from '../build.mjs';
import { root } from '../composition.mjs';
import { journeysOf, teamCheckSteps } from '../team-check.mjs';

const jobs = apps.map((app) => ({ app, args: [], outDir: 'dist' }));
const stateWhere =
  ({ missing = [], current = [] }) =>
  (app) => ({ built: !missing.includes(app), current: current.includes(app) });

describe('team check', () => {
  it('rebuilds only the named unit, and another only when it has no build at all', () => {
    const stale = stateWhere({}); // the shared packages moved on: every build is out of date
    assert.deepEqual(
      jobsToBuild(jobs, { only: ['mf-quiz'] }, stale).map((job) => job.app),
      ['mf-quiz'],
    );
    assert.deepEqual(
      jobsToBuild(jobs, { only: ['mf-quiz'] }, stateWhere({ missing: ['mf-events'], current: ['mf-quiz'] })).map(
        (job) => job.app,
      ),
      ['mf-events'],
    );
    // without `only`, every stale build is rebuilt, as before
    assert.deepEqual(
      jobsToBuild(jobs, {}, stateWhere({ current: ['shell'] })).map((job) => job.app),
      apps.filter((app) => app !== 'shell'),
    );
  });

  it('reads BUILD_ONLY, and refuses a name that is no app', () => {
    assert.equal(onlyFromEnv(''), undefined);
    assert.deepEqual(onlyFromEnv('mf-quiz, mf-content'), ['mf-quiz', 'mf-content']);
    assert.throws(() => onlyFromEnv('mf-quizz'), /BUILD_ONLY names no app: mf-quizz/);
  });

  it("every e2e spec is some unit's journey, and every journey listed is a spec", () => {
    const specs = readdirSync(path.join(root, 'e2e/tests')).filter((file) => file.endsWith('.spec.ts'));
    const listed = new Set(apps.flatMap((app) => journeysOf(app)));
    assert.deepEqual(
      specs.filter((spec) => !listed.has(spec)),
      [],
      'specs no team runs',
    );
    for (const spec of listed)
      assert.ok(existsSync(path.join(root, 'e2e/tests', spec)), `${spec} is listed but missing`);
    for (const app of apps.filter((name) => name !== 'shell'))
      assert.ok(journeysOf(app).length > 0, `${app} has journeys`);
  });

  it("runs a unit's tests, the contracts' tests and type check, then its journeys with only it rebuilt", () => {
    const [unit, types, e2e] = teamCheckSteps('mf-events', ['events.spec.ts']);
    assert.deepEqual(unit.args, ['mf-events/', 'packages/contracts/']);
    assert.deepEqual(types.args, ['-p', 'tsconfig.json', '--noEmit']);
    assert.deepEqual(e2e.args.slice(-1), ['e2e/tests/events.spec.ts']);
    assert.deepEqual(e2e.env, { BUILD_ONLY: 'mf-events' });
  });

  it('says how to call it when the unit is unknown', () => {
    const result = spawnSync(process.execPath, ['scripts/team-check.mjs', 'mf-nothing'], {
      cwd: root,
      encoding: 'utf8',
    });
    assert.equal(result.status, 2);
    assert.match(result.stderr, /usage: npm run check:team -- <app> {3}\(app: shell, mf-content/);
  });
});
