// Fresh-machine setup shared by `npm start` and `npm test`: only Node 20 is assumed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../composition.mjs';

const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('+')[0];

/** Run pnpm without needing it installed globally. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pnpmVersion, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}

/** Install dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.pnpm/lock.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('› installing dependencies (pnpm install --frozen-lockfile)…');
  pnpm(['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** Pinned versions of the tools ensureTool installs on first use. */
export const tools = { lighthouse: '13.5.0' };

/**
 * A tool only one command needs (lighthouse for bench:bundle), kept out of package.json so
 * `npm start` and `npm test` never install it: installed on first use, pinned, into
 * node_modules/.cache/academy-tools/<name>@<version>. Returns the package's directory.
 */
export function ensureTool(
  name,
  version,
  { cacheDir = path.join(root, 'node_modules/.cache/academy-tools'), install } = {},
) {
  const prefix = path.join(cacheDir, `${name}@${version}`);
  const dir = path.join(prefix, 'node_modules', name);
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  console.log(`› installing ${name}@${version} (only this command needs it)…`);
  const args = [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    `${name}@${version}`,
  ];
  if (install) install('npm', args);
  else {
    const result = spawnSync('npm', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.status})`);
  }
  return dir;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/**
 * apt-get install, as root, running `apt-get update` once first. Waits for apt's locks rather than
 * failing: the compose suite's background preparation may install Docker beside another install.
 */
export function aptInstall(...packages) {
  if (!isRoot()) throw new Error(`Please install ${packages.join(' ')} (needs root for apt-get).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  if (!aptUpdated) execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * The Chromium the browser tests drive: $CHROMIUM_PATH, Debian's /usr/bin/chromium (installed
 * with apt-get when missing and we are root), or Playwright's own download on a normal machine.
 */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log('› installing Chromium from Debian packages…');
    aptInstall('chromium', 'fonts-thai-tlwg');
    return '/usr/bin/chromium';
  }
  console.log('› installing Playwright Chromium…');
  pnpm(['exec', 'playwright', 'install', 'chromium']);
  return undefined; // Playwright finds its own.
}

/** Flags for headless Debian Chromium in CI containers: the e2e suite and bench:bundle share them. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
