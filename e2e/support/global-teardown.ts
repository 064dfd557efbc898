import { existsSync, readFileSync } from 'node:fs';
import { STATE_FILE } from './ports';

export default async function globalTeardown() {
  const running = (globalThis as { academyE2E?: { stop: () => Promise<void> } }).academyE2E;
  await running?.stop();
  // Processes the tests started themselves (a restarted remote).
  if (!existsSync(STATE_FILE)) return;
  const { extraPids = [] } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { extraPids: number[] };
  for (const pid of extraPids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
