// The local process composition: one entry per deploy unit, same names, ports and env names as
// docker-compose.yml (a test checks they agree). Used by `npm start` and the e2e suites.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ports = require('../packages/contracts/src/lib/ports.cjs');
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The remotes (mf-<name>): the route table's keys, the one list of them. */
const routeTable = require('../packages/contracts/src/lib/route-table.json');
export const remotes = Object.keys(routeTable.remotes);
/** The site's languages (the route table's list). */
export const languages = routeTable.languages;
const localhost = (port) => `http://localhost:${port}`;
const staticHost = path.join(root, 'packages/static-host/src/cli.mjs');
// Each unit's tracing preload (@academy/telemetry): nothing happens unless OTEL_* env asks for traces.
const tracing = (preload) => ['--import', preload];
const staticHostTracing = tracing(path.join(root, 'packages/static-host/src/preload.mjs'));
const tsx = ['--import', 'tsx'];

/**
 * The shell's server: TypeScript run by tsx (server.ts), or server.mjs in a checkout released
 * before it was TypeScript (the skew check runs the shell as released).
 */
function shellCommand(dir) {
  const typescript = existsSync(path.join(dir, 'server.ts'));
  return ['node', ...tracing('./server/tracing.mjs'), ...(typescript ? [...tsx, 'server.ts'] : ['server.mjs'])];
}

/**
 * `ACADEMY_UNITS_FROM=mf-quiz=/tmp/checkout,shell=/tmp/other`: units that run from another
 * checkout (its build, and for the shell its server too), the rest from this one: the skew check
 * (scripts/skew-check.mjs) runs a unit as released beside everything else as it is now.
 */
export function unitsFromEnv(value = process.env.ACADEMY_UNITS_FROM) {
  const units = {};
  for (const entry of (value ?? '').split(',').filter(Boolean)) {
    const [unit, checkout] = entry.split('=');
    if (!['shell', ...remotes.map((r) => `mf-${r}`)].includes(unit) || !checkout || !path.isAbsolute(checkout))
      throw new Error(`ACADEMY_UNITS_FROM: "${entry}" is not <unit>=<absolute path of a checkout>`);
    units[unit] = path.join(checkout, unit);
  }
  return units;
}

/**
 * @param {{ dataDir?: string, portOffset?: number, smtpUrl?: string, unitsFrom?: Record<string, string> }} [options]
 *   portOffset moves every port (e2e runs beside a developer's `npm start`); smtpUrl sends mail
 *   through that server instead of the local mail catcher (which then does not run); unitsFrom
 *   runs units from another checkout (`unitsFromEnv`).
 */
export function composition({
  dataDir = path.join(root, '.data'),
  portOffset = 0,
  smtpUrl,
  unitsFrom = unitsFromEnv(),
} = {}) {
  const port = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + portOffset]));
  const siteOrigins = [localhost(port.shell), ...remotes.map((r) => localhost(port[r]))];
  return [
    {
      name: 'api',
      cwd: 'services/api',
      port: port.api,
      command: ['node', ...tracing('./src/tracing.mjs'), ...tsx, 'src/server.ts'],
      health: '/health',
      env: {
        PORT: String(port.api),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'api'),
        CONTENT_DIR: path.join(root, 'content'),
        CORS_ORIGINS: siteOrigins.join(','),
        PUBLIC_SITE_URL: localhost(port.shell),
        PUBLIC_API_URL: localhost(port.api),
        SMTP_URL: smtpUrl ?? `smtp://127.0.0.1:${port.mailSmtp}`,
        MAIL_FROM: 'Academy <no-reply@academy.local>',
        EXCHANGE_BASE_URL: localhost(port.exchangeSandbox),
        EXCHANGE_CLIENT_ID: 'academy',
        EXCHANGE_CLIENT_SECRET: 'academy-sandbox-secret',
      },
    },
    {
      name: 'exchange-sandbox',
      cwd: 'services/exchange-sandbox',
      port: port.exchangeSandbox,
      command: ['node', ...tracing('./src/tracing.mjs'), ...tsx, 'src/server.ts'],
      health: '/health',
      env: {
        PORT: String(port.exchangeSandbox),
        HOST: '127.0.0.1',
        PUBLIC_URL: localhost(port.exchangeSandbox),
        CLIENT_ID: 'academy',
        CLIENT_SECRET: 'academy-sandbox-secret',
        REDIRECT_URIS: languages.map((lang) => `${localhost(port.shell)}/${lang}/auth/callback`).join(','),
      },
    },
    // The mail catcher runs only when mail is caught locally (no smtpUrl of a real server).
    ...(smtpUrl
      ? []
      : [
          {
            name: 'mail',
            cwd: '.',
            port: port.mailWeb,
            command: ['node', path.join(root, 'scripts/mail-catcher.mjs')],
            health: '/',
            env: { MAIL_WEB_PORT: String(port.mailWeb), MAIL_SMTP_PORT: String(port.mailSmtp) },
          },
        ]),
    {
      name: 'shell',
      cwd: unitsFrom.shell ?? 'shell',
      port: port.shell,
      command: shellCommand(path.resolve(root, unitsFrom.shell ?? 'shell')),
      health: '/healthz',
      env: {
        PORT: String(port.shell),
        PUBLIC_SITE_URL: localhost(port.shell),
        API_URL: localhost(port.api),
        SERVER_API_URL: localhost(port.api),
        EXCHANGE_URL: localhost(port.exchangeSandbox),
        EXCHANGE_CLIENT_ID: 'academy',
        // local runs, tests and benches report no web vitals (a deploy's default is 0.1)
        WEB_VITALS_SAMPLE_RATE: process.env.WEB_VITALS_SAMPLE_RATE ?? '0',
        ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, localhost(port[r])])),
      },
    },
    ...remotes.map((r) => ({
      name: `mf-${r}`,
      cwd: unitsFrom[`mf-${r}`] ?? `mf-${r}`,
      port: port[r],
      command: ['node', ...staticHostTracing, staticHost, 'dist'],
      health: '/healthz',
      // earlier builds' hashed chunks stay served (a tab on the old manifest; build-archive.mjs)
      env: { PORT: String(port[r]), ASSET_ARCHIVE_DIR: path.join(dataDir, 'builds', `mf-${r}`) },
    })),
  ];
}
