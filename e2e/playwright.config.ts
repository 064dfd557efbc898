import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_PORT_OFFSET, ports } from './support/ports';

/** Spec files by lane (scripts/test/e2e-lanes.test.mjs checks that each is where it must be). */
const lanes: { alone: string[]; sandboxUser: string[] } = createRequire(import.meta.url)('./support/lanes.json');
const filesPattern = (files: string[]) => new RegExp(`/(${files.map((f) => f.replaceAll('.', '\\.')).join('|')})$`);
const alone = filesPattern(lanes.alone);
const sandboxUser = filesPattern(lanes.sandboxUser);

// Two workers (the default; E2E_WORKERS=1: every spec one after another in name order) share two
// projects, a file to a worker at a time, then the specs that must run alone (e2e/docs/lanes.md):
// - `sandbox user`: the specs that sign on as the exchange sandbox's exu_1001 (one academy account,
//   its points, packages and exchange token): never two of them at once;
// - `others`: every other spec, on any free worker (two at once after the sandbox user's specs);
//   each makes its own accounts and data;
// - `alone` (a teardown: it runs after both lanes, even when one failed): the specs that change what
//   every test sees (a remote or the sandbox stopped or redeployed, the API stopped for operator
//   commands, pop quiz windows opened and ended).
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  // the skew check (scripts/skew-check.mjs) runs a unit's journeys as of its release from e2e/skew-tests
  testDir: process.env.E2E_TEST_DIR ?? './tests',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // the skew check's released journeys run beside the unit tests, on builds made in the same lane
  timeout: Number(process.env.E2E_TEST_TIMEOUT_MS) || 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${ports.shell + E2E_PORT_OFFSET}`,
    launchOptions: chromiumLaunchOptions(),
    // A trace (a screenshot and DOM snapshot at every action) costs a third of the suite's CPU when
    // every test records one (2026-11-29, docs/benchmarks.md): it is recorded on a failed test's
    // retry (CI retries once). E2E_TRACE=retain-on-failure or on records one locally.
    trace:
      (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ?? 'on-first-retry',
    // The site's service worker (offline reading) would answer requests from its caches; only
    // offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
  },
  ...(workers > 1 && {
    projects: [
      { name: 'sandbox user', testMatch: sandboxUser, workers: 1, teardown: 'alone' },
      { name: 'others', testIgnore: [alone, sandboxUser], teardown: 'alone' },
      { name: 'alone', testMatch: alone, workers: 1 },
    ],
  }),
});
