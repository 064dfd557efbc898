// `npm run check:team -- <app>`: a team's own check before it ships its unit (shell or a remote).
// 1. its unit tests and the shared contracts' tests (jest), 2. the type check, which holds the
// unit's code against the contracts as they are now, 3. its e2e journeys (the specs its
// package.json lists under `academy.journeys`) against the current composition with only this unit
// rebuilt (`BUILD_ONLY`): the other units run the builds they have. Prints each step's time; exits
// 1 when a step fails, 2 on a wrong argument.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from './build.mjs';
import { root } from './composition.mjs';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';

/** The e2e specs an app's team runs: `academy.journeys` in its package.json. */
export function journeysOf(app) {
  const manifest = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8'));
  return manifest.academy?.journeys ?? [];
}

/** The commands of an app's check, in order. */
export function teamCheckSteps(app, journeys = journeysOf(app)) {
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  return [
    { name: 'unit and contract tests', command: bin('jest'), args: [`${app}/`, 'packages/contracts/'] },
    { name: 'type check', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    {
      name: `e2e journeys (${journeys.length})`,
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/playwright.config.ts', ...journeys.map((spec) => `e2e/tests/${spec}`)],
      env: { BUILD_ONLY: app },
    },
  ];
}

function run({ command, args, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(app) {
  if (!apps.includes(app)) {
    console.error(`usage: npm run check:team -- <app>   (app: ${apps.join(', ')})`);
    return 2;
  }
  ensureDependencies();
  process.env.CHROMIUM_PATH ??= ensureChromium();
  const results = [];
  for (const step of teamCheckSteps(app)) {
    console.log(`\n━━ ${app}: ${step.name} ━━`);
    const started = Date.now();
    const code = await run(step);
    results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
  }
  console.log(`\n━━ ${app}: team check ━━`);
  for (const { name, ok, seconds } of results) console.log(`${ok ? '✓' : '✘'} ${name} in ${seconds.toFixed(0)} s`);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${results.every((r) => r.ok) ? 'passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2]);
}
