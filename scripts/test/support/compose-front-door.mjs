// The front door's part of the compose check (scripts/test/support/compose-file.mjs): the
// `front-door` service publishes the site and routes (docker/front-door/nginx.conf) to the units,
// which publish nothing and scale; the browser's URLs are the site's; the API and the shell trust
// exactly the proxies' addresses and share one network at most with any other service.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { remotes } from '../../composition.mjs';
import { dockerStage, environmentOf, interpolate, publishedPorts } from './compose-read.mjs';
import { frontDoorRoutes, listenPorts, readNginxConf } from './nginx-conf.mjs';

export const FRONT_DOOR = 'front-door';

/** The browser's URLs that go through the front door, by env name: the path they must have on the site. */
export const siteUrlPaths = {
  API_URL: '/api',
  ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `/remotes/${r}`])),
};

/** `${NAME_REPLICAS:-1}`: the scale of a unit behind the front door. */
export const replicasVariable = (unit) => `${unit.replace(/-/g, '_').toUpperCase()}_REPLICAS`;

const networksOf = (svc) => {
  const list = svc?.networks;
  if (!list) return ['default'];
  return Array.isArray(list) ? list : Object.keys(list);
};

/** An IPv4 CIDR as [first, last] numbers, or null. */
function ipv4Range(cidr) {
  const [address, bits] = String(cidr).split('/');
  if (net.isIPv4(address) === false || !/^\d+$/.test(bits ?? '')) return null;
  const value = address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(bits));
  const first = value - (value % size);
  return [first, first + size - 1];
}

/** The routes of the front door, from its nginx.conf (or `conf`). */
export const routesOf = (conf = readNginxConf()) => frontDoorRoutes(conf);

function serviceProblems(services, local, repoRoot, conf) {
  const problems = [];
  const door = services[FRONT_DOOR];
  if (!door) return [`${FRONT_DOOR}: no compose service (the one public entry)`];
  const context = path.resolve(repoRoot, door.build?.context ?? '.');
  const dockerfile = path.join(context, door.build?.dockerfile ?? 'Dockerfile');
  if (!existsSync(dockerfile)) return [`${FRONT_DOOR}: no Dockerfile at ${path.relative(repoRoot, dockerfile)}`];
  const stage = (dockerStage(readFileSync(dockerfile, 'utf8'), undefined, door.build?.args) ?? []).join('\n');
  const { site } = listenPorts(conf);
  if (!/^COPY nginx\.conf \/etc\/nginx\/nginx\.conf$/m.test(stage))
    problems.push(`${FRONT_DOOR}: image does not take nginx.conf`);
  if (!/^USER\s+(?!root\b|0\b)\S+/m.test(stage)) problems.push(`${FRONT_DOOR}: image runs as root`);
  if (!/^HEALTHCHECK\s/m.test(stage)) problems.push(`${FRONT_DOOR}: image has no HEALTHCHECK`);
  if (!new RegExp(`^EXPOSE\\s+${site}\\s*$`, 'm').test(stage))
    problems.push(`${FRONT_DOOR}: image does not EXPOSE ${site}`);
  const shellPort = local.find((u) => u.name === 'shell')?.port;
  const ports = publishedPorts(door);
  if (ports.length !== 1 || ports[0].host !== shellPort || ports[0].container !== site) {
    problems.push(
      `${FRONT_DOOR}: does not publish the site as ${shellPort}:${site} alone (has ${JSON.stringify(ports)})`,
    );
  }
  return problems;
}

function routedUnitProblems(services, local, routes) {
  const problems = [];
  for (const route of routes) {
    const unit = local.find((u) => u.name === route.service);
    if (!unit) problems.push(`${FRONT_DOOR}: routes ${route.prefix} to ${route.service}, which is no unit`);
    else if (unit.port !== route.port)
      problems.push(`${FRONT_DOOR}: routes ${route.prefix} to ${route.service}:${route.port}, not :${unit.port}`);
    const svc = services[route.service];
    if (!svc) continue;
    if (publishedPorts(svc).length)
      problems.push(`${route.service}: publishes a port (the front door is the one entry)`);
    const scale = `\${${replicasVariable(route.service)}:-1}`;
    if (String(svc.scale) !== scale) problems.push(`${route.service}: scale is ${svc.scale}, not ${scale}`);
  }
  for (const name of ['shell', 'api', ...remotes.map((r) => `mf-${r}`)])
    if (!routes.some((r) => r.service === name)) problems.push(`${FRONT_DOOR}: no route to ${name}`);
  return problems;
}

function siteUrlProblems(services) {
  const problems = [];
  const shellEnv = environmentOf(services.shell);
  const apiEnv = environmentOf(services.api);
  const door = services[FRONT_DOOR];
  const sitePort = publishedPorts(door)[0]?.host;
  let site;
  try {
    site = new URL(shellEnv.PUBLIC_SITE_URL);
  } catch {
    return [`shell: PUBLIC_SITE_URL=${shellEnv.PUBLIC_SITE_URL} is not a URL`];
  }
  if (Number(site.port || 80) !== sitePort)
    problems.push(`shell: PUBLIC_SITE_URL=${site.href} is not on the front door's port ${sitePort}`);
  for (const [name, want] of Object.entries(siteUrlPaths)) {
    const value = shellEnv[name];
    let ok = false;
    try {
      const u = new URL(value);
      ok = u.origin === site.origin && u.pathname.replace(/\/$/, '') === want;
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`shell: ${name}=${value} is not ${site.origin}${want} (the front door)`);
  }
  // the API's own public URL (the mailed unsubscribe link) is the front door's /api too
  if (apiEnv.PUBLIC_API_URL !== `${site.origin}${siteUrlPaths.API_URL}`)
    problems.push(
      `api: PUBLIC_API_URL=${apiEnv.PUBLIC_API_URL} is not ${site.origin}${siteUrlPaths.API_URL} (the front door)`,
    );
  if (apiEnv.CORS_ORIGINS !== site.origin)
    problems.push(`api: CORS_ORIGINS=${apiEnv.CORS_ORIGINS} is not the site's one origin ${site.origin}`);
  return problems;
}

function trustProblems(doc) {
  const problems = [];
  const services = doc.services;
  const config = doc.networks?.proxies?.ipam?.config?.[0] ?? {};
  const subnet = ipv4Range(interpolate(String(config.subnet ?? '')));
  const range = ipv4Range(interpolate(String(config.ip_range ?? '')));
  if (!subnet || !range) return ['networks: proxies has no IPv4 subnet and ip_range'];
  if (range[0] < subnet[0] || range[1] > subnet[1])
    problems.push('networks: the proxies ip_range is outside its subnet');
  // Docker's gateway (the host on that network) takes the subnet's first host address
  if (range[0] <= subnet[0] + 1) problems.push('networks: the proxies ip_range holds the gateway (the host)');
  const members = Object.entries(services)
    .filter(([, svc]) => networksOf(svc).includes('proxies'))
    .map(([name]) => name)
    .sort();
  if (members.join() !== ['api', FRONT_DOOR, 'shell'].sort().join())
    problems.push(`networks: proxies holds ${members.join(', ')}, not only the front door, the shell and the API`);
  const trusted = interpolate(String(config.ip_range));
  for (const name of ['api', 'shell']) {
    const value = environmentOf(services[name]).TRUST_PROXY;
    if (value !== trusted) problems.push(`${name}: TRUST_PROXY=${value} is not the proxies' range ${trusted}`);
  }
  if (environmentOf(services[FRONT_DOOR]).TRUST_PROXY !== undefined)
    problems.push(`${FRONT_DOOR}: trusts a proxy (it is the edge)`);
  // who calls a trusting unit reaches it on one network, so its address is one of that network's
  for (const name of ['api', 'shell'])
    for (const other of Object.keys(services).filter((n) => n !== name)) {
      const shared = networksOf(services[name]).filter((n) => networksOf(services[other]).includes(n));
      if (shared.length > 1) problems.push(`${name} and ${other} share the networks ${shared.join(', ')}`);
    }
  return problems;
}

/** Every way the front door's part of docker-compose.yml is wrong (empty: none). */
export function frontDoorProblems(doc, local, { repoRoot, conf = readNginxConf() }) {
  const services = doc?.services ?? {};
  const problems = serviceProblems(services, local, repoRoot, conf);
  if (!services[FRONT_DOOR]) return problems;
  return [
    ...problems,
    ...routedUnitProblems(services, local, routesOf(conf)),
    ...siteUrlProblems(services),
    ...trustProblems(doc),
  ];
}
