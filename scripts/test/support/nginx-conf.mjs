// docker/front-door/nginx.conf read for the checks: where it listens and where each public path
// prefix goes (service and port), so the compose check and the front door's own test hold the
// same facts against the composition.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../composition.mjs';

export const nginxConfPath = path.join(root, 'docker/front-door/nginx.conf');
export const readNginxConf = (file = nginxConfPath) => readFileSync(file, 'utf8');

/** The entries of `map $from $to { ... }` (without `default`), or null when there is no such map. */
export function nginxMap(conf, from, to) {
  const body = new RegExp(`map \\$${from} \\$${to} \\{([^}]*)\\}`).exec(conf)?.[1];
  if (body === undefined) return null;
  return Object.fromEntries(
    [...body.matchAll(/^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/gm)]
      .filter(([, key]) => key !== 'default')
      .map(([, key, value]) => [key, value]),
  );
}

/** The ports the public server and the operator's server listen on: { site, operator }. */
export function listenPorts(conf) {
  const found = [...conf.matchAll(/^\s*listen (\d+)/gm)].map((m) => Number(m[1]));
  return { site: found[0], operator: found[1] };
}

/**
 * Where the public server sends each path prefix: [{ prefix, service, port }]. A `/remotes/`
 * location that names its service from the `$mf_name -> $mf_port` map gives one route per entry.
 */
export function frontDoorRoutes(conf) {
  const routes = [];
  for (const [, prefix, body] of conf.matchAll(/location (\/\S*) \{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
    const target = /proxy_pass http:\/\/([\w$-]+):([\w$]+)\$/.exec(body);
    if (!target) continue;
    const [, host, port] = target;
    if (host.includes('$mf_name') && port === '$mf_port') {
      for (const [name, p] of Object.entries(nginxMap(conf, 'mf_name', 'mf_port') ?? {}))
        routes.push({ prefix: `${prefix}${name}/`, service: host.replace('$mf_name', name), port: Number(p) });
    } else routes.push({ prefix, service: host, port: Number(port) });
  }
  return routes;
}
