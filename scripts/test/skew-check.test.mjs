import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import prettier from 'prettier';
import { apps } from '../build.mjs';
import { composition, root, unitsFromEnv } from '../composition.mjs';
import { latestRelease, recordedRelease, releaseBase } from '../lib/release-base.mjs';
import { releaseTagName } from '../release-tag.mjs';
import {
  allSkewSteps,
  countJourneys,
  failedTests,
  lineOfTest,
  pickedJourneys,
  skewJourneys,
  skewSteps,
  skewTestsDir,
  textChangesFile,
  withTextChanges,
} from '../skew-check.mjs';
import { journeysOf } from '../team-check.mjs';

test('the release checked against is the newest release-* tag; none -> undefined', () => {
  assert.equal(latestRelease('release-2026-11-28\nrelease-2026-11-20\n'), 'release-2026-11-28');
  assert.equal(latestRelease(''), undefined);
});

test('a release is tagged release-<date>; a second one that day release-<date>.2', () => {
  const day = new Date('2026-11-28T15:00:00Z');
  assert.equal(releaseTagName(day, ['release-2026-11-20']), 'release-2026-11-28');
  assert.equal(releaseTagName(day, ['release-2026-11-28']), 'release-2026-11-28.2');
  assert.equal(releaseTagName(day, ['release-2026-11-28', 'release-2026-11-28.2']), 'release-2026-11-28.3');
});

test('releases/last reads as <tag> <commit>; the file of this repository names a commit', () => {
  assert.deepEqual(recordedRelease('release-2026-11-28 c7c9c6aa0e77\n'), {
    tag: 'release-2026-11-28',
    commit: 'c7c9c6aa0e77',
  });
  assert.equal(recordedRelease(''), undefined);
  assert.equal(recordedRelease('release-2026-11-28'), undefined);
  assert.match(recordedRelease()?.commit ?? '', /^[0-9a-f]{40}$/);
});

test('without a release-* tag the check runs against the commit releases/last records, when the clone has it', () => {
  const recorded = { tag: 'release-2026-11-28', commit: 'c7c9c6aa0e771a72f3fef339b462ff115a779e49' };
  const has = () => true;
  assert.deepEqual(releaseBase({ tag: 'release-2026-12-01', recorded, present: has }), {
    base: 'release-2026-12-01',
    label: 'release-2026-12-01',
  });
  assert.deepEqual(releaseBase({ tag: undefined, recorded, present: has }), {
    base: recorded.commit,
    label: 'release-2026-11-28 (releases/last)',
  });
});

test('no tag and no recorded commit in the clone (shallow, tag-less): a failure that says how to get one', () => {
  const recorded = { tag: 'release-2026-11-28', commit: 'c7c9c6aa0e771a72f3fef339b462ff115a779e49' };
  const shallow = releaseBase({ tag: undefined, recorded, present: () => false });
  assert.equal(shallow.base, undefined);
  assert.match(shallow.problem, /^no release to check against: .*c7c9c6aa0e77.*release-2026-11-28.*git fetch --tags/);
  const nothing = releaseBase({ tag: undefined, recorded: undefined, present: () => true });
  assert.equal(nothing.base, undefined);
  assert.match(nothing.problem, /^no release to check against: .*npm run release:tag/);
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
  const steps = skewSteps('mf-quiz', '/tmp/release-a', ['main-quiz.spec.ts', 'pop-quiz.spec.ts'], '/tmp/reports');
  assert.deepEqual(
    steps.map((s) => s.cwd),
    ['/tmp/release-a', '/tmp/release-a/mf-quiz', root],
  );
  assert.deepEqual(steps[1].args.slice(-2), ['run', 'build']);
  const journeys = steps[2];
  assert.deepEqual(journeys.args.slice(-2), ['main-quiz.spec.ts', 'pop-quiz.spec.ts']);
  assert.equal(journeys.env.ACADEMY_UNITS_FROM, 'mf-quiz=/tmp/release-a');
  assert.equal(journeys.env.E2E_TEST_DIR, './skew-tests');
  assert.equal(journeys.env.E2E_TEST_TIMEOUT_MS, '90000');
  assert.equal(journeys.env.PLAYWRIGHT_JSON_OUTPUT_NAME, '/tmp/reports/mf-quiz.json');
});

test('every unit has picks for `all`, each one of its journeys now and each test title in its spec (a rename is noticed here)', () => {
  assert.deepEqual(Object.keys(skewJourneys).sort(), [...apps].sort());
  for (const app of apps)
    for (const { spec, test: title } of skewJourneys[app]) {
      assert.ok(journeysOf(app).includes(spec), `${app}: ${spec}`);
      if (title)
        assert.ok(lineOfTest(readFileSync(path.join(root, 'e2e/tests', spec), 'utf8'), title), `${spec}: ${title}`);
    }
});

test('a test picked by a part of its title runs as spec:line, the line of its test( call', () => {
  const text =
    "import x;\n\ntest('first', async () => {});\n\ntest(\n  'the second one, long',\n  async () => {},\n);\n";
  assert.equal(lineOfTest(text, 'first'), 3);
  assert.equal(lineOfTest(text, 'second one'), 5);
  assert.equal(lineOfTest(text, 'third'), undefined);
});

test('`all` runs the picks the release listed; a title the release lacks runs its spec whole; none listed: the first journey then', () => {
  const specs = {
    'content.spec.ts': "test('x', () => {});\ntest('home -> filter -> article -> glossary -> Thai', () => {});\n",
    'events.spec.ts': "test('the events page', () => {});\n",
  };
  const readSpec = (spec) => specs[spec];
  assert.deepEqual(pickedJourneys('mf-content', ['content.spec.ts', 'paths.spec.ts'], readSpec), ['content.spec.ts:2']);
  assert.deepEqual(pickedJourneys('mf-events', ['events.spec.ts'], readSpec), ['events.spec.ts']);
  assert.deepEqual(pickedJourneys('shell', ['header.spec.ts', 'routing.spec.ts', 'ssr.spec.ts'], readSpec), [
    'routing.spec.ts',
  ]);
  assert.deepEqual(pickedJourneys('mf-quiz', ['quiz.spec.ts', 'pop-quiz.spec.ts'], readSpec), ['quiz.spec.ts']);
  assert.deepEqual(pickedJourneys('mf-events', [], readSpec), []);
});

test('`all`: one install and one build of every unit at the release, then the current shell with all five released remotes, then the released shell with the current remotes', () => {
  const journeys = {
    shell: ['routing.spec.ts', 'singletons.spec.ts'],
    'mf-content': ['content.spec.ts:6'],
    'mf-quiz': ['main-quiz.spec.ts:18'],
    'mf-account': ['learn-earn-a11y.spec.ts'],
    'mf-commerce': ['subscriptions.spec.ts'],
    'mf-events': ['events.spec.ts', 'learn-earn-a11y.spec.ts'],
  };
  const [install, build, remotesRun, shellRun, ...rest] = allSkewSteps('/tmp/release-a', journeys, '/tmp/reports');
  assert.deepEqual(rest, []);
  assert.equal(install.cwd, '/tmp/release-a');
  assert.ok(install.args.includes('install'));
  assert.equal(build.cwd, '/tmp/release-a');
  assert.deepEqual(build.args, ['scripts/build.mjs']);

  assert.equal(
    remotesRun.env.ACADEMY_UNITS_FROM,
    'mf-content=/tmp/release-a,mf-quiz=/tmp/release-a,mf-account=/tmp/release-a,mf-commerce=/tmp/release-a,mf-events=/tmp/release-a',
  );
  const servicesA = composition({ unitsFrom: unitsFromEnv(remotesRun.env.ACADEMY_UNITS_FROM) });
  assert.equal(servicesA.find((s) => s.name === 'shell').cwd, 'shell');
  // a spec two remotes picked runs once
  assert.deepEqual(remotesRun.args.slice(3), [
    'content.spec.ts:6',
    'main-quiz.spec.ts:18',
    'learn-earn-a11y.spec.ts',
    'subscriptions.spec.ts',
    'events.spec.ts',
  ]);

  assert.equal(shellRun.env.ACADEMY_UNITS_FROM, 'shell=/tmp/release-a');
  assert.deepEqual(shellRun.args.slice(3), ['routing.spec.ts', 'singletons.spec.ts']);
  for (const run of [remotesRun, shellRun]) {
    assert.equal(run.cwd, root);
    assert.equal(run.env.E2E_TEST_DIR, './skew-tests');
  }
  assert.notEqual(remotesRun.env.PLAYWRIGHT_JSON_OUTPUT_NAME, shellRun.env.PLAYWRIGHT_JSON_OUTPUT_NAME);
});

test('the journeys count as their tests; a run that failed before any test counts one failure', () => {
  const report = { stats: { expected: 5, flaky: 1, unexpected: 2 } };
  assert.deepEqual(countJourneys(report, 1), { passed: 6, failed: 2 });
  assert.deepEqual(countJourneys({ stats: { expected: 7, flaky: 0, unexpected: 0 } }, 0), { passed: 7, failed: 0 });
  assert.deepEqual(countJourneys(undefined, 1), { passed: 0, failed: 1 });
  assert.deepEqual(countJourneys({ stats: { expected: 3, flaky: 0, unexpected: 0 } }, 1), { passed: 3, failed: 1 });
});

test('the failed tests are named from the report, nested suites too', () => {
  const spec = (title, line, status) => ({ title, file: 'events.spec.ts', line, tests: [{ status }] });
  const suites = [
    {
      specs: [spec('registers', 53, 'unexpected'), spec('lists', 189, 'expected')],
      suites: [{ specs: [spec('flaky one', 211, 'flaky'), spec('in a describe', 230, 'unexpected')] }],
    },
  ];
  assert.deepEqual(failedTests(suites), ['events.spec.ts:53 › registers', 'events.spec.ts:230 › in a describe']);
  assert.deepEqual(failedTests(undefined), []);
});

test('the released specs copied while the check runs are no part of lint, format or the type check', async () => {
  const copied = path.join(skewTestsDir, 'content.spec.ts');
  assert.equal(await new ESLint({ cwd: root }).isPathIgnored(copied), true);
  const info = await prettier.getFileInfo(copied, {
    ignorePath: [path.join(root, '.gitignore'), path.join(root, '.prettierignore')],
  });
  assert.equal(info.ignored, true);
  assert.match(readFileSync(path.join(root, 'tsconfig.test.json'), 'utf8'), /"exclude": \[[^\]]*"e2e\/skew-tests"/);
});

test('a text changed since the release reads as its new text in the released specs, line by line', () => {
  const spec = "test('registers', async () => {\n  await expect(prompt).toContainText('Please login first');\n});\n";
  const changes = [
    { from: 'Please login first', to: 'Please log in first.' },
    { from: 'Not in this spec', to: 'Nor this' },
  ];
  const { spec: changed, applied } = withTextChanges(spec, changes);
  assert.match(changed, /toContainText\('Please log in first\.'\)/);
  assert.equal(changed.split('\n').length, spec.split('\n').length);
  assert.deepEqual(applied, [changes[0]]);
  assert.throws(() => withTextChanges(spec, [{ from: 'Please', to: 'Please\nlog in' }]), /spans lines/);
});

test('e2e/skew-text-changes.json: each change has its old text, its new text and why', () => {
  const { changes } = JSON.parse(readFileSync(textChangesFile, 'utf8'));
  for (const change of changes) {
    assert.deepEqual(Object.keys(change).sort(), ['from', 'to', 'why'], JSON.stringify(change));
    assert.ok(change.from && change.to && change.from !== change.to, JSON.stringify(change));
  }
});
