// The composition serving the site twice: federated (the shell and its remotes) and as one bundle
// (the shell's monolith build, dist-monolith/, 50 ports above the shell), for the bundle benches.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composition, root } from '../composition.mjs';
import { startServices } from './processes.mjs';

/** The pages both bundle benches load (the four: score budget 95 each). */
export const BENCH_PAGES = [
  { label: 'home', path: '/en', minScore: 95 },
  { label: 'article', path: '/en/articles/what-is-bitcoin', minScore: 95 },
  // an article with a diagram (content/articles/bitcoin-halving-explained/halving-schedule.svg) against the one above
  { label: 'article+diagram', path: '/en/articles/bitcoin-halving-explained', minScore: 95 },
  // a learning path's page (issue 34: within 2 points of the article page)
  { label: 'path', path: '/en/paths/crypto-basics', minScore: 95 },
  { label: 'glossary', path: '/en/glossary', minScore: 95 },
  { label: 'quiz list', path: '/en/quizzes', minScore: 95 },
];

/** Starts both; `shell` and `monolith` carry their ports, `running.stop()` ends them. */
export async function startBothBuilds(portOffset, { timeoutMs } = {}) {
  const services = composition({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-')), portOffset });
  const shell = services.find((s) => s.name === 'shell');
  const monolith = {
    ...shell,
    name: 'shell-monolith',
    port: shell.port + 50,
    env: { ...shell.env, PORT: String(shell.port + 50), SHELL_DIST: path.join(root, 'shell/dist-monolith') },
  };
  const running = await startServices([...services.filter((s) => s.name !== 'mail'), monolith], {
    quiet: true,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { shell, monolith, running };
}
