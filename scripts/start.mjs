// `npm start`: install, build what changed, run every deploy unit on its own port, print URLs.
import { ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
const { buildAll } = await import('./build.mjs');
const { composition } = await import('./composition.mjs');
const { startServices } = await import('./lib/processes.mjs');

await buildAll();
// SMTP_URL: send mail through that server; otherwise the local mail catcher catches it.
const services = composition({ smtpUrl: process.env.SMTP_URL || undefined });
console.log('› starting services…');
let running;
try {
  running = await startServices(services);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

const url = (name, path = '') => `http://localhost:${services.find((s) => s.name === name).port}${path}`;
console.log(`
  Academy is running. Open ${url('shell', '/')}

  site (shell)       ${url('shell')}
${services
  .filter((s) => s.name.startsWith('mf-'))
  .map((s) => `  ${`remote ${s.name}`.padEnd(19)}${url(s.name)}  (remote)`)
  .join('\n')}
  API                ${url('api')}  (docs ${url('api', '/documentation')})
  exchange sandbox   ${url('exchange-sandbox')}
  ${services.some((s) => s.name === 'mail') ? `mail inbox         ${url('mail')}` : `mail               sent through SMTP_URL`}

  Ctrl-C stops everything. Data is kept in .data/.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\n› stopping…');
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const [name, child] of running.children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`✖ ${name} exited (${signal ?? code}); the others keep running.`);
  });
}
