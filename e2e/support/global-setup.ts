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
  const api = services.find((s) => s.name === 'api')!;
  // Specs retake main quizzes back to back (quiz-retake.spec.ts): no retake cool-down here.
  api.env.QUIZ_RETAKE_COOLDOWN_HOURS = '0';
  // Every spec's browser comes from 127.0.0.1: one address for the many learners of two lanes
  // (E2E_WORKERS=2). The limits per address are raised; those per email and account stay.
  Object.assign(api.env, {
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_IP_MAX: '100000',
    COUPON_RATE_LIMIT_IP_MAX: '100000',
    HACKATHON_REGISTRATIONS_PER_IP_PER_DAY: '100000',
  });
  const running = await startServices(services, { quiet: !process.env.E2E_VERBOSE });
  const pids = Object.fromEntries([...running.children].map(([name, child]) => [name, child.pid]));
  writeFileSync(STATE_FILE, JSON.stringify({ services, pids, extraPids: [] }, null, 2));
  (globalThis as { academyE2E?: unknown }).academyE2E = running;
}
