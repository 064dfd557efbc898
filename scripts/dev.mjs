// `pnpm dev`: the whole composition for development. The API and the exchange sandbox run in
// watch mode (node --watch restarts them on a change), the shell and every remote on webpack's
// dev server (rebuild on save; the shell's page carries the runtime config, so remotes load and
// API calls go to the API). Same ports and env names as `npm start` (scripts/composition.mjs).
import { composition, root } from './composition.mjs';
import { startServices } from './lib/processes.mjs';
import path from 'node:path';

const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
// PORT_OFFSET moves every port (a second composition beside another one).
const services = composition({
  portOffset: Number(process.env.PORT_OFFSET ?? 0),
  smtpUrl: process.env.SMTP_URL || undefined,
}).map((service) => {
  if (service.name === 'api' || service.name === 'exchange-sandbox') {
    return { ...service, command: ['node', '--watch', ...service.command.slice(1)] };
  }
  if (service.name === 'shell' || service.name.startsWith('mf-')) {
    // The dev server answers its page on every path; the remote's standalone page needs no env.
    return {
      ...service,
      command: ['node', webpackCli, 'serve', '--mode', 'development', '--port', String(service.port)],
      health: '/',
    };
  }
  return service;
});

console.log('› starting the dev composition (first compiles take a while)…');
let running;
try {
  running = await startServices(services, { timeoutMs: 600_000 });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
const url = (name) => `http://localhost:${services.find((s) => s.name === name).port}`;
console.log(`
  Academy (dev) is running. Open ${url('shell')}/
  API ${url('api')} (watch), exchange sandbox ${url('exchange-sandbox')}, ${services.some((s) => s.name === 'mail') ? `mail inbox ${url('mail')}` : 'mail through SMTP_URL'}
  Remotes on their own: ${services
    .filter((s) => s.name.startsWith('mf-'))
    .map((s) => url(s.name))
    .join(' ')}
  Ctrl-C stops everything.
`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
