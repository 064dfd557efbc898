import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM scripts without types
import { buildAll } from '../../scripts/build.mjs';
// @ts-expect-error plain ESM scripts without types
import { composition } from '../../scripts/composition.mjs';
// @ts-expect-error plain ESM scripts without types
import { startServices } from '../../scripts/lib/processes.mjs';
import type { Service } from './composition';
import { E2E_PORT_OFFSET, STATE_FILE } from './ports';

export default async function globalSetup() {
  await buildAll();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-'));
  const services: Service[] = composition({ dataDir, portOffset: E2E_PORT_OFFSET });
  // Specs retake main quizzes back to back (quiz-retake.spec.ts): no retake cool-down here.
  services.find((s) => s.name === 'api')!.env.QUIZ_RETAKE_COOLDOWN_HOURS = '0';
  const running = await startServices(services, { quiet: !process.env.E2E_VERBOSE });
  const pids = Object.fromEntries([...running.children].map(([name, child]) => [name, child.pid]));
  writeFileSync(STATE_FILE, JSON.stringify({ services, pids, extraPids: [] }, null, 2));
  (globalThis as { academyE2E?: unknown }).academyE2E = running;
}
