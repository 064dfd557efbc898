// The base images of the composition for the compose suite: NODE_IMAGE & co. from env win, then
// the public images when they are here or can be pulled, else the local stand-ins built from
// Debian's packages (scripts/docker-base-images.mjs).
import { spawnSync } from 'node:child_process';
import { baseImages, ensureBaseImages } from '../docker-base-images.mjs';
import { aptInstall } from '../lib/setup.mjs';
import { has, log } from './commands.mjs';
import { isRoot, onDebian } from './docker-daemon.mjs';

/** The public images (docker-compose.yml's defaults). */
export const publicImages = {
  NODE_IMAGE: 'node:24-bookworm-slim',
  POSTGRES_IMAGE: 'postgres:16-alpine',
  REDIS_IMAGE: 'redis:7-alpine',
  MAILDEV_IMAGE: 'maildev/maildev:2.2.1',
  NGINX_IMAGE: 'nginx:1.28-bookworm',
};

const pull = (image, timeout) => spawnSync('docker', ['pull', '-q', image], { stdio: 'ignore', timeout }).status === 0;

/** Public base images when they can be had, else the Debian-built stand-ins: { NODE_IMAGE: image, ... }. */
export async function chooseBaseImages(env = process.env) {
  const chosen = {};
  for (const [name, image] of Object.entries(publicImages)) {
    if (env[name]) chosen[name] = env[name];
    else if (has('docker', ['image', 'inspect', image])) chosen[name] = image;
  }
  const wanted = Object.keys(publicImages).filter((n) => !chosen[n]);
  if (wanted.length === 0) return chosen;
  log(`pulling ${publicImages[wanted[0]]}…`);
  if (pull(publicImages[wanted[0]], 120_000)) {
    for (const name of wanted) {
      if (!pull(publicImages[name], 300_000)) throw new Error(`docker pull ${publicImages[name]} failed`);
      chosen[name] = publicImages[name];
    }
    return chosen;
  }
  log(
    'Docker Hub cannot be reached: using local stand-ins built from Debian packages (scripts/docker-base-images.mjs)',
  );
  if (!has('debootstrap') && isRoot() && onDebian()) aptInstall('debootstrap');
  ensureBaseImages();
  for (const name of wanted) chosen[name] = baseImages[name];
  return chosen;
}
