// Monolith build only (bench:bundle): the remotes' routes are bundled into the shell.
import type { RouteObject } from 'react-router';
import type { RemoteName } from '@academy/contracts';
import * as account from '@remote/account';
import * as commerce from '@remote/commerce';
import * as content from '@remote/content';
import * as events from '@remote/events';
import * as quiz from '@remote/quiz';

const bundled: Record<RemoteName, { routes: RouteObject[] }> = { content, quiz, account, commerce, events };

export function registerConfiguredRemotes() {}

export async function loadRemoteRoutes(name: RemoteName): Promise<RouteObject[]> {
  return bundled[name].routes;
}
