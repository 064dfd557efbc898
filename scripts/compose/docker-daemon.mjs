// A Docker daemon for the compose suite: the one that answers, or (root on Debian, none
// installed) docker.io + docker-compose from apt and a dockerd started here, stopped again by
// its pid. Elsewhere, with no daemon, the caller learns why and skips.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from '../lib/setup.mjs';
import { has, log, sleep } from './commands.mjs';

const dockerAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
export const onDebian = () => existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/** docker-compose (1.x, Debian's) or the `docker compose` plugin, or null. */
export function composeCommand() {
  if (has('docker-compose')) return ['docker-compose'];
  if (has('docker', ['compose', 'version'])) return ['docker', 'compose'];
  return null;
}

/** Docker: the daemon that answers, or one installed/started here (`onStart(pid)` as soon as it is spawned). */
export async function provideDocker({ onStart = () => {} } = {}) {
  if (dockerAnswers() && composeCommand()) return { ok: true };
  if (!isRoot() || !onDebian()) {
    return {
      ok: false,
      why: has('docker') ? 'no Docker daemon answers (docker info failed)' : 'Docker is not installed',
    };
  }
  const missing = [];
  if (!has('dockerd')) missing.push('docker.io');
  if (!has('docker-compose') && !has('docker', ['compose', 'version'])) missing.push('docker-compose');
  if (missing.length) {
    log(`installing ${missing.join(' ')} with apt-get…`);
    try {
      aptInstall(...missing);
    } catch (error) {
      return { ok: false, why: `apt-get install ${missing.join(' ')} failed: ${error.message}` };
    }
  }
  if (dockerAnswers()) return { ok: true };
  log('starting dockerd…');
  const logFile = path.join(os.tmpdir(), `academy-compose-dockerd-${process.pid}.log`);
  const fd = openSync(logFile, 'a');
  const dockerd = spawn('nice', ['-n', '10', 'dockerd'], { stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  dockerd.unref();
  onStart(dockerd.pid);
  for (let i = 0; i < 60 && !dockerAnswers(); i++) await sleep(1000);
  if (!dockerAnswers()) {
    await stopDaemon(dockerd.pid);
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-8).join('\n') : '';
    return { ok: false, why: `dockerd did not start (log ${logFile}):\n${tail}` };
  }
  return { ok: true, startedPid: dockerd.pid };
}

/** Stop the daemon of that pid (SIGTERM, after 30 s SIGKILL); true once it is gone (or there was none). */
export async function stopDaemon(pid) {
  if (!pid) return true;
  log(`stopping the dockerd this suite started (pid ${pid})…`);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return true;
  }
  for (let i = 0; i < 60 && alive(); i++) await sleep(500);
  if (alive()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
    await sleep(1000);
  }
  return !alive();
}
