// `npm test`'s reading of the JSON reports jest and Playwright write: how many passed, how many
// failed (a non-zero exit with no failed test counts as one), and the failed tests' names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../composition.mjs';

/** jest's `--json` report; `code`: jest's exit code. */
export function readJestReport(report, code) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites, testResults } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  const failures = testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`);
    return tests.length || file.status !== 'failed' ? tests : [`${where} (the file did not run)`];
  });
  return {
    passed: numPassedTests,
    failed: numFailedTests + numRuntimeErrorTestSuites + (code && !numFailedTests ? 1 : 0),
    failures,
  };
}

/** Playwright's JSON report; `code`: Playwright's exit code. */
export function readPlaywrightReport(report, code) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (code && !stats.unexpected ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, failures: playwrightFailures(suites) };
}

/** Each unexpected Playwright test as `file:line › title: the first line of its last error`. */
function playwrightFailures(suites = []) {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message?.split('\n')[0] ?? '';
          return `${spec.file}:${spec.line} › ${spec.title}: ${stripAnsi(error)}`;
        }),
    ),
    ...playwrightFailures(suite.suites),
  ]);
}
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
