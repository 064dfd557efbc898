/**
 * The remotes' runtime registry from the operator CLI (issue 32):
 *   remotes:set <remote> <url> [--build <id>]   the remote's live URL from now (every shell within seconds)
 *   remotes:rollback <remote>                   back to the URL live before the last set
 * <remote>: content, quiz, account, commerce or events (mf-quiz is accepted too).
 */
import { parseArgs } from 'node:util';
import { remoteNames } from '@academy/contracts';
import type { Db } from '../db/client.ts';
import { remoteRegistryRepository } from '../repositories/remote-registry.ts';

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
    const buildId = values.build?.trim() || null;
    if (buildId && !/^[\w.-]{1,100}$/.test(buildId))
      throw new RemoteCommandError('--build: 1-100 letters, digits, ".", "-" and "_"');
    await registry.set(remote, url, buildId);
    return `mf-${remote} now at ${url}${buildId ? ` (build ${buildId})` : ''}`;
  }
  if (positionals.length !== 1) throw new RemoteCommandError('usage: remotes:rollback <remote>');
  const remote = remoteName(positionals[0]);
  const live = await registry.rollback(remote, now);
  if (!live) throw new RemoteCommandError(`mf-${remote}: no earlier deployment to roll back to`);
  return `mf-${remote} rolled back to ${live.url}${live.buildId ? ` (build ${live.buildId})` : ''}`;
}
