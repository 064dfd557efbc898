/**
 * The remotes' runtime registry from the operator CLI (issue 32):
 *   remotes:set <remote> <url> [--build <id>]   the remote's live URL from now (every shell within seconds)
 *   remotes:rollback <remote>                   back to the URL live before the last set
 *   remotes:canary <remote> <url> <percent> [--build <id>]   that share (1-99) of learners on <url>
 *   remotes:canary <remote> off                 the canary ends: everyone on the live build
 * <remote>: content, quiz, account, commerce or events (mf-quiz is accepted too).
 */
import { parseArgs } from 'node:util';
import { remoteNames } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { remoteRegistryRepository } from '../modules/operations/index.ts';

export class RemoteCommandError extends Error {}

function remoteName(value: string | undefined): string {
  const name = (value ?? '').replace(/^mf-/, '');
  if (!(remoteNames as readonly string[]).includes(name))
    throw new RemoteCommandError(`<remote> must be one of ${remoteNames.join(', ')}`);
  return name;
}

/** An http(s) origin and path, without query, fragment or credentials; no trailing slash. */
function remoteUrl(value: string | undefined): string {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new RemoteCommandError('<url> must be an absolute http(s) URL');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new RemoteCommandError('<url> must be an http(s) URL without query, fragment or credentials');
  return url.href.replace(/\/+$/, '');
}

function buildIdOf(value: string | undefined): string | null {
  const buildId = value?.trim() || null;
  if (buildId && !/^[\w.-]{1,100}$/.test(buildId))
    throw new RemoteCommandError('--build: 1-100 letters, digits, ".", "-" and "_"');
  return buildId;
}

async function canaryCommand(
  registry: ReturnType<typeof remoteRegistryRepository>,
  positionals: string[],
  build: string | undefined,
): Promise<string> {
  const usage = 'usage: remotes:canary <remote> <url> <percent> [--build <id>] | remotes:canary <remote> off';
  if (positionals.length === 2 && positionals[1] === 'off' && build === undefined) {
    const remote = remoteName(positionals[0]);
    if (!(await registry.endCanary(remote))) throw new RemoteCommandError(`mf-${remote}: no canary to end`);
    return `mf-${remote}: canary ended, every learner on the live build`;
  }
  if (positionals.length !== 3) throw new RemoteCommandError(usage);
  const remote = remoteName(positionals[0]);
  const url = remoteUrl(positionals[1]);
  if (!/^\d{1,2}$/.test(positionals[2]!) || Number(positionals[2]) < 1)
    throw new RemoteCommandError('<percent> must be a whole number from 1 to 99');
  const percent = Number(positionals[2]);
  const buildId = buildIdOf(build);
  await registry.setCanary(remote, { url, buildId, percent });
  return `mf-${remote}: ${percent}% of learners on ${url}${buildId ? ` (build ${buildId})` : ''}`;
}

export async function runRemoteCommand(db: Db, command: string, args: string[], now: Date): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { build: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new RemoteCommandError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const registry = remoteRegistryRepository(db);
  if (command === 'remotes:set') {
    if (positionals.length !== 2) throw new RemoteCommandError('usage: remotes:set <remote> <url> [--build <id>]');
    const remote = remoteName(positionals[0]);
    const url = remoteUrl(positionals[1]);
    const buildId = buildIdOf(values.build);
    await registry.set(remote, url, buildId);
    return `mf-${remote} now at ${url}${buildId ? ` (build ${buildId})` : ''}`;
  }
  if (command === 'remotes:canary') return canaryCommand(registry, positionals, values.build);
  if (positionals.length !== 1) throw new RemoteCommandError('usage: remotes:rollback <remote>');
  const remote = remoteName(positionals[0]);
  const live = await registry.rollback(remote, now);
  if (!live) throw new RemoteCommandError(`mf-${remote}: no earlier deployment to roll back to`);
  return `mf-${remote} rolled back to ${live.url}${live.buildId ? ` (build ${live.buildId})` : ''}`;
}
