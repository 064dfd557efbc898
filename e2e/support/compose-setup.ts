import { writeFileSync } from 'node:fs';
// @ts-expect-error plain ESM scripts without types
import { composition, remotes } from '../../scripts/composition.mjs';
import type { Service } from './composition';
import { E2E_PORT_OFFSET, STATE_FILE, ports } from './ports';

/**
 * Global setup of playwright.compose.config.ts: the docker composition is already up (the compose
 * suite, scripts/compose-suite.mjs, built and started it with every published port moved by
 * E2E_PORT_OFFSET). Record where each unit answers (the shell, the API and the remotes behind the
 * front door, on the site's port; the test stand-ins on their own) and how to drive compose, for
 * the helpers in composition.ts; build nothing and start nothing.
 */
export default async function composeSetup() {
  const { COMPOSE_COMMAND, COMPOSE_PROJECT, COMPOSE_ENV_FILE, COMPOSE_FILES } = process.env;
  if (!COMPOSE_COMMAND || !COMPOSE_PROJECT || !COMPOSE_ENV_FILE || !COMPOSE_FILES) {
    throw new Error('run through the compose suite: node scripts/test.mjs compose');
  }
  const site = `http://localhost:${ports.shell + E2E_PORT_OFFSET}`;
  const frontDoor: Record<string, string> = {
    shell: site,
    api: `${site}/api`,
    ...Object.fromEntries((remotes as string[]).map((r) => [`mf-${r}`, `${site}/remotes/${r}`])),
  };
  const services: Service[] = (composition({ portOffset: E2E_PORT_OFFSET }) as Service[]).map((service) => ({
    ...service,
    url: frontDoor[service.name] ?? `http://localhost:${service.port}`,
  }));
  for (const service of services) {
    const url = service.url!.replace('localhost', '127.0.0.1');
    const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (!res) throw new Error(`${service.name} does not answer at ${url}`);
  }
  const compose = {
    command: JSON.parse(COMPOSE_COMMAND) as string[],
    project: COMPOSE_PROJECT,
    envFile: COMPOSE_ENV_FILE,
    files: JSON.parse(COMPOSE_FILES) as string[],
  };
  writeFileSync(STATE_FILE, JSON.stringify({ services, pids: {}, extraPids: [], compose }, null, 2));
}
