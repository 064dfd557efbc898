/**
 * `pnpm test:soak` (root) / `pnpm soak` (services/api): the full load-and-fault run
 * (soak/soak.ts). SOAK_USERS (200), SOAK_STEADY_S (60 per phase), SOAK_DB_DOWN_S (10).
 * Prints the figures; with SOAK_WRITE_DOCS=1 also writes them into docs/benchmarks.md.
 * Exits 1 when a 5xx or network error happened outside an outage, an acknowledged write
 * is missing, or the API did not recover by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport, runSoak } from './soak.ts';

const report = await runSoak({
  users: Number(process.env.SOAK_USERS ?? 200),
  steadyMs: Number(process.env.SOAK_STEADY_S ?? 60) * 1000,
  dbDownMs: Number(process.env.SOAK_DB_DOWN_S ?? 10) * 1000,
  faults: process.env.SOAK_FAULTS !== '0',
});
const text = formatReport(report);
process.stdout.write(`${text}\n`);

if (process.env.SOAK_WRITE_DOCS === '1') {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/benchmarks.md');
  const start = '<!-- soak:start -->';
  const end = '<!-- soak:end -->';
  const block = `${start}\n\`\`\`text\n${new Date().toISOString().slice(0, 16)}Z, ${process.env.SOAK_NOTE ?? 'loopback'}\n${text}\n\`\`\`\n${end}`;
  const current = fs.readFileSync(file, 'utf8');
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

const failed =
  report.server5xxOutside > 0 ||
  report.networkErrorsOutside > 0 ||
  report.writes.favouritesLost > 0 ||
  report.writes.pointsLost > 0 ||
  report.recoveries.some((r) => !r.readyAfter);
process.exit(failed ? 1 : 0);
