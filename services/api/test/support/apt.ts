/**
 * Installs a Debian package the tests need (PostgreSQL, redis-server) with apt-get, as root:
 * waits for the dpkg lock (the compose suite's background preparation may be installing Docker),
 * and runs `apt-get update` once and tries again when the first install fails (stale lists).
 * `startService: false` keeps the package from starting a system-wide service (a policy-rc.d
 * for the install, when the machine has none): the tests start their own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function aptInstall(pkg: string, { startService = true } = {}): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], { env, stdio: 'inherit' }).status === 0;
  const install = () => apt(['install', '-y', '--no-install-recommends', pkg]);
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !startService && !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    if (install()) return true;
    apt(['update', '-qq']);
    return install();
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}
