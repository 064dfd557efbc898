// The compose suite's env file: test secrets, the base images, every published port moved by one
// offset (out of the way of `npm start` and the e2e suite) and the browser URLs that match them,
// the replicas it runs behind the front door, a proxies subnet of its own (beside a developer's
// composition on the same Docker) and the S3-compatible store of docker/s3-stand-in/compose.yml.
// The ports come from ports.cjs (through scripts/composition.mjs).
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { languages, ports, remotes, root } from '../composition.mjs';

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

/** The first offset at which every port of ports.cjs is free (13000, 11337, ...); COMPOSE_E2E_PORT_OFFSET decides alone. */
export async function chooseOffset(
  candidates = process.env.COMPOSE_E2E_PORT_OFFSET
    ? [Number(process.env.COMPOSE_E2E_PORT_OFFSET)]
    : [10000, 20000, 30000, 40000],
) {
  for (const offset of candidates) {
    const all = await Promise.all(Object.values(ports).map((p) => portFree(p + offset)));
    if (all.every(Boolean)) return offset;
  }
  throw new Error(`no free set of ports at offsets ${candidates.join(', ')}`);
}

/** What the suite runs more than once behind the front door: two of the API, the shell and one remote. */
export const suiteReplicas = { API_REPLICAS: 2, SHELL_REPLICAS: 2, MF_QUIZ_REPLICAS: 2 };

/** The compose file the suite adds: its S3-compatible store (s3rver), which the API's replicas share. */
export const s3ComposeFile = path.join(root, 'docker/s3-stand-in/compose.yml');

const apiPackage = JSON.parse(readFileSync(path.join(root, 'services/api/package.json'), 'utf8'));

/** The API's file storage in the suite: the s3rver of s3ComposeFile (its own keys), the version the API's tests use. */
export const suiteStorage = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'academy',
  S3_ENDPOINT: 'http://s3:4568',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3RVER_VERSION: apiPackage.devDependencies.s3rver,
};

/** The env file's variables: test secrets, base images, published ports and the browser URLs that match them. */
export function envFileFor(offset, images) {
  const p = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + offset]));
  const url = (port) => `http://localhost:${port}`;
  const site = url(p.shell);
  const subnet = `10.213.${Math.round(offset / 1000) % 256}`;
  return {
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    EXCHANGE_CLIENT_SECRET: randomBytes(12).toString('hex'),
    EXCHANGE_TOKEN_KEY: randomBytes(24).toString('hex'),
    // the API runs with NODE_ENV=production: the site is on localhost here
    ALLOW_LOCAL_ORIGINS: 'true',
    ...images,
    SITE_HOST_PORT: p.shell,
    EXCHANGE_HOST_PORT: p.exchangeSandbox,
    MAIL_WEB_HOST_PORT: p.mailWeb,
    MAIL_SMTP_HOST_PORT: p.mailSmtp,
    PUBLIC_SITE_URL: site,
    CORS_ORIGINS: site,
    API_URL: `${site}/api`,
    EXCHANGE_URL: url(p.exchangeSandbox),
    EXCHANGE_PUBLIC_URL: url(p.exchangeSandbox),
    EXCHANGE_REDIRECT_URIS: languages.map((l) => `${site}/${l}/auth/callback`).join(','),
    ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `${site}/remotes/${r}`])),
    ...suiteReplicas,
    ...suiteStorage,
    PROXIES_SUBNET: `${subnet}.0/24`,
    PROXIES_IP_RANGE: `${subnet}.128/25`,
    QUIZ_BUILD_ID: 'compose-suite',
    // the shell's and remotes' images copy the dist/ built on the host (no webpack in Docker)
    FRONTEND: process.env.COMPOSE_FRONTEND === 'source' ? 'source' : 'prebuilt',
  };
}

/** The names the env file sets: an outer env of the same names must not override it. */
export const envFileNames = () => Object.keys(envFileFor(0, {}));

/** Write the env file (mode 600: it holds the secrets). */
export function writeEnvFile(file, env) {
  const text = Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
}
