// The compose suite's Playwright run: e2e/playwright.compose.config.ts against the composition
// it started, every request through the front door.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../composition.mjs';
import { run } from './commands.mjs';

/**
 * Runs the compose journeys; `env(extra)` is the suite's clean env.
 * @returns {Promise<{ passed: number, failed: number, error?: string }>}
 */
export async function runComposeE2e({ workDir, offset, chromium, compose, project, envFile, composeFiles, env }) {
  const report = path.join(workDir, 'playwright.json');
  const { code } = await run(
    path.join(root, 'node_modules/.bin/playwright'),
    // COMPOSE_E2E_GREP: only the journeys it matches (iterating on one compose spec)
    [
      'test',
      '-c',
      'e2e/playwright.compose.config.ts',
      ...(process.env.COMPOSE_E2E_GREP ? ['--grep', process.env.COMPOSE_E2E_GREP] : []),
    ],
    {
      env: env({
        E2E_PORT_OFFSET: String(offset),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        COMPOSE_COMMAND: JSON.stringify(compose),
        COMPOSE_PROJECT: project,
        COMPOSE_ENV_FILE: envFile,
        COMPOSE_FILES: JSON.stringify(composeFiles),
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
      }),
    },
  );
  if (!existsSync(report)) return { passed: 0, failed: 0, error: 'Playwright wrote no report' };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const passed = stats.expected + stats.flaky;
  const failed = stats.unexpected + (code && !stats.unexpected ? 1 : 0);
  if (passed + stats.unexpected === 0) return { passed, failed, error: 'no test ran' };
  return { passed, failed };
}
