// docker-compose.yml read as compose reads it and checked against the local process composition
// (scripts/composition.mjs, whose ports are those of ports.cjs): the check behind
// scripts/test/compose.test.mjs. The front door's part (routes, published site, trust) is in
// compose-front-door.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composition, root } from '../../composition.mjs';
import { frontDoorProblems, routesOf, siteUrlPaths } from './compose-front-door.mjs';
import { dockerCmd, dockerStage, environmentOf, interpolate, publishedPorts } from './compose-read.mjs';

export {
  composeVariables,
  dockerStage,
  environmentOf,
  interpolate,
  loadCompose,
  publishedPorts,
} from './compose-read.mjs';

const portOfUrl = (url) => {
  const u = new URL(url);
  return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
};

/** The host and port of every URL with an explicit port in a value (a list of URLs too). */
const urlsIn = (value) =>
  [...String(value).matchAll(/[a-z][a-z0-9+.-]*:\/\/(?:[^@/\s,]*@)?([^:/\s,@]+):(\d+)/gi)].map((m) => ({
    host: m[1],
    port: Number(m[2]),
  }));

/** The ports a unit of the local composition listens on: its own and any other *PORT of its env. */
const portsOfUnit = (unit) => [
  ...new Set([
    unit.port,
    ...Object.entries(unit.env)
      .filter(([k]) => /(^|_)PORT$/.test(k))
      .map(([, v]) => Number(v)),
  ]),
];

/** What the API's release step does in compose and its replicas do not (they carry no content/). */
const releaseEnv = ['CONTENT_DIR'];

/**
 * The release step: a one-shot service of the Dockerfile's `release` target running
 * src/release.ts with the API's env and CONTENT_DIR; the API waits for it to succeed, has no
 * CONTENT_DIR and does not migrate at start.
 */
function releaseProblems(services, repoRoot) {
  const problems = [];
  const release = services.release;
  if (!release) return ['release: no compose service (the API release step)'];
  const build = typeof release.build === 'object' ? release.build : {};
  if (build.target !== 'release') problems.push(`release: builds target ${build.target}, not release`);
  const stage = dockerStage(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'), 'release', build.args);
  const cmd = stage ? dockerCmd(stage.join('\n')) : null;
  if (!cmd?.at(-1)?.endsWith('src/release.ts'))
    problems.push(`release: Dockerfile CMD ${JSON.stringify(cmd)} is not src/release.ts`);
  if (!['no', undefined].includes(release.restart)) problems.push(`release: restart ${release.restart} (a one-shot)`);
  const releaseVars = environmentOf(release);
  const apiVars = environmentOf(services.api);
  for (const [name, value] of Object.entries(apiVars)) {
    if (releaseVars[name] !== value) problems.push(`release: env ${name} differs from the api's`);
  }
  for (const name of releaseEnv) {
    if (!releaseVars[name]) problems.push(`release: env ${name} missing`);
    if (name in apiVars) problems.push(`api: env ${name} set (the release step imports, not the replicas)`);
  }
  const waits = services.api?.depends_on?.release?.condition;
  if (waits !== 'service_completed_successfully')
    problems.push('api: does not wait for release to complete successfully');
  const apiStage = dockerStage(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'), 'api', {})?.join('\n') ?? '';
  if (!/MIGRATE_ON_START=false/.test(apiStage)) problems.push('api: image does not set MIGRATE_ON_START=false');
  if (!/DRAW_IMAGES_ON_REQUEST=false/.test(apiStage)) {
    problems.push('api: image does not set DRAW_IMAGES_ON_REQUEST=false (the release step draws them)');
  }
  if (
    /content/.test(
      apiStage
        .split('\n')
        .filter((line) => line.startsWith('COPY'))
        .join('\n'),
    )
  ) {
    problems.push('api: image copies content/ (answer keys belong to the release image only)');
  }
  return problems;
}

/**
 * Every way docker-compose.yml disagrees with the local composition.
 * @returns {string[]} problems (empty = they agree)
 */
export function checkCompose(doc, local = composition(), { repoRoot = root, nginxConf } = {}) {
  const problems = [];
  const services = doc?.services ?? {};
  const published = (name) => publishedPorts(services[name]).map((p) => p.host);
  const routed = new Set(routesOf(nginxConf).map((r) => r.service));
  // the browser's URLs through the front door: on the site's port, checked in compose-front-door.mjs
  const siteUrls = new Set([...Object.keys(siteUrlPaths), 'CORS_ORIGINS', 'PUBLIC_API_URL']);

  for (const unit of local) {
    const svc = services[unit.name];
    if (!svc) {
      problems.push(`${unit.name}: no compose service of that name`);
      continue;
    }
    const ports = publishedPorts(svc);
    // a unit the front door does not route to (the test stand-ins) publishes its own ports
    if (!routed.has(unit.name)) {
      if (!ports.some((p) => p.host === unit.port && p.container === unit.port)) {
        problems.push(`${unit.name}: does not publish ${unit.port}:${unit.port} (has ${JSON.stringify(ports)})`);
      }
      // every *PORT the local process listens on is published too (mail: web + SMTP)
      for (const [k, v] of Object.entries(unit.env)) {
        if (/(^|_)PORT$/.test(k) && !ports.some((p) => p.host === Number(v))) {
          problems.push(`${unit.name}: ${k}=${v} is not a published port`);
        }
      }
    }
    const env = environmentOf(svc);
    const releaseOnly = unit.name === 'api' ? releaseEnv : [];
    for (const name of Object.keys(unit.env)) {
      if (releaseOnly.includes(name)) continue;
      if (!(name in env)) problems.push(`${unit.name}: env ${name} missing from compose`);
    }
    for (const [k, v] of Object.entries(unit.env)) {
      if (/(^|_)PORT$/.test(k) && env[k] !== undefined && env[k] !== v) {
        problems.push(`${unit.name}: ${k} is ${env[k]} in compose, ${v} locally`);
      }
    }
    // the literal ports of the compose file are those of ports.cjs: an env the local unit has
    // too uses the same ports in its URLs; any other *PORT is one of the unit's own
    for (const [k, v] of Object.entries(env)) {
      const local = unit.env[k];
      const portsOf = (value) => urlsIn(value).map((u) => u.port);
      if (local !== undefined && !siteUrls.has(k) && portsOf(v).join() !== portsOf(local).join()) {
        problems.push(`${unit.name}: ${k} uses ports [${portsOf(v)}] in compose, [${portsOf(local)}] locally`);
      }
      if (local === undefined && /(^|_)PORT$/.test(k) && !portsOfUnit(unit).includes(Number(v))) {
        problems.push(`${unit.name}: ${k}=${v} is not a port of ${unit.name} (${portsOfUnit(unit)})`);
      }
    }

    if (svc.build) {
      const build = typeof svc.build === 'string' ? { context: svc.build } : svc.build;
      const dockerfile = path.resolve(repoRoot, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
      if (!existsSync(dockerfile)) {
        problems.push(`${unit.name}: Dockerfile ${path.relative(repoRoot, dockerfile)} does not exist`);
      } else {
        const stage = dockerStage(readFileSync(dockerfile, 'utf8'), build.target, build.args);
        if (!stage) {
          problems.push(`${unit.name}: the Dockerfile has no stage ${build.target ?? '(last)'}`);
        } else {
          const text = stage.join('\n');
          // the unit's image is made of the unit's own output (mf-quiz/dist, services/api ...)
          if (!text.includes(`/${unit.cwd}`)) {
            problems.push(`${unit.name}: image target ${build.target} does not copy ${unit.cwd}/`);
          }
          if (!new RegExp(`^EXPOSE\\s+${unit.port}\\s*$`, 'm').test(text)) {
            problems.push(`${unit.name}: Dockerfile does not EXPOSE ${unit.port}`);
          }
          const envPort = /^ENV\s.*\bPORT=(\S+)/m.exec(text)?.[1];
          if (envPort !== undefined && Number(envPort) !== unit.port) {
            problems.push(`${unit.name}: Dockerfile sets PORT=${envPort}, not ${unit.port}`);
          }
          if (!/^USER\s+(?!root\b|0\b)\S+/m.test(text)) problems.push(`${unit.name}: image runs as root`);
          if (!/^HEALTHCHECK\s/m.test(text)) problems.push(`${unit.name}: image has no HEALTHCHECK`);
          const cmd = dockerCmd(text);
          const want = path.basename(unit.command.at(-1));
          if (!cmd || path.basename(cmd.at(-1)) !== want || cmd[0] !== unit.command[0]) {
            problems.push(`${unit.name}: Dockerfile CMD ${JSON.stringify(cmd)} does not run ${unit.command.join(' ')}`);
          }
          // TypeScript runs locally with tsx (Node 20); in the image tsx, or Node's own type
          // stripping (Node 24 on, the shell: its server is erasable TypeScript, no tsx in its image)
          const nodeMajor = Number(/^ARG NODE_IMAGE=node:(\d+)/m.exec(readFileSync(dockerfile, 'utf8'))?.[1] ?? 0);
          const strippedByNode = nodeMajor >= 24 && /\.ts$/.test(cmd?.at(-1) ?? '');
          if (unit.command.includes('tsx') && !(cmd ?? []).includes('tsx') && !strippedByNode) {
            problems.push(`${unit.name}: Dockerfile CMD does not use tsx like the local command`);
          }
        }
      }
    } else if (!svc.image) {
      problems.push(`${unit.name}: neither build nor image`);
    }

    const check = [svc.healthcheck?.test ?? []].flat().join(' ');
    if (!check) problems.push(`${unit.name}: no healthcheck`);
    else if (!check.includes(`:${unit.port}${svc.build ? unit.health : '/'}`)) {
      problems.push(`${unit.name}: healthcheck does not probe :${unit.port}${svc.build ? unit.health : '/'}`);
    }

    for (const [dep, cond] of Object.entries(svc.depends_on && !Array.isArray(svc.depends_on) ? svc.depends_on : {})) {
      if (!services[dep]) problems.push(`${unit.name}: depends on missing service ${dep}`);
      else if (cond?.condition === 'service_healthy' && !services[dep].healthcheck) {
        problems.push(`${unit.name}: waits for ${dep} to be healthy but ${dep} has no healthcheck`);
      }
    }
  }

  // the shell points the browser at the exchange's published port (the rest: the front door)
  const exchangeUrl = environmentOf(services.shell).EXCHANGE_URL;
  let exchangeOk = false;
  try {
    exchangeOk = published('exchange-sandbox').includes(portOfUrl(exchangeUrl));
  } catch {
    exchangeOk = false;
  }
  if (!exchangeOk) problems.push(`shell: EXCHANGE_URL=${exchangeUrl} does not point at exchange-sandbox`);
  problems.push(...frontDoorProblems(doc, local, { repoRoot, conf: nginxConf }));

  // a URL between containers reaches a unit on a port of that unit
  const units = new Map(local.map((unit) => [unit.name, unit]));
  for (const [name, svc] of Object.entries(services)) {
    for (const [k, v] of Object.entries(environmentOf(svc))) {
      for (const { host, port } of urlsIn(v)) {
        const target = units.get(host);
        if (target && !portsOfUnit(target).includes(port)) {
          problems.push(`${name}: ${k}=${v} is not on a port of ${host} (${portsOfUnit(target)})`);
        }
      }
    }
  }

  // data stores
  for (const name of ['postgres', 'redis']) if (!services[name]) problems.push(`${name}: missing`);
  if (services.postgres && !interpolate(String(services.postgres.image ?? '')).startsWith('postgres:16')) {
    problems.push(`postgres: image ${services.postgres.image} is not postgres:16`);
  }
  const apiEnv = environmentOf(services.api);
  const expectUrl = (name, protocols, host, port) => {
    try {
      const u = new URL(apiEnv[name]);
      if (
        !protocols.includes(u.protocol) ||
        u.hostname !== host ||
        (port && portOfUrl(apiEnv[name]) !== port && u.port !== '')
      ) {
        problems.push(`api: ${name}=${apiEnv[name]} does not reference ${host}`);
      }
    } catch {
      problems.push(`api: ${name} is missing or not a URL (${apiEnv[name]})`);
    }
  };
  expectUrl('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres');
  expectUrl('REDIS_URL', ['redis:', 'rediss:'], 'redis');
  const mail = local.find((u) => u.name === 'mail');
  expectUrl('SMTP_URL', ['smtp:', 'smtps:'], 'mail', Number(mail?.env.MAIL_SMTP_PORT));
  const sandbox = local.find((u) => u.name === 'exchange-sandbox');
  expectUrl('EXCHANGE_BASE_URL', ['http:', 'https:'], 'exchange-sandbox', sandbox?.port);
  const apiDeps = services.api?.depends_on ?? {};
  for (const store of ['postgres', 'redis']) {
    const dep = Array.isArray(apiDeps) ? apiDeps.includes(store) : apiDeps[store];
    if (!dep) problems.push(`api: does not depend on ${store}`);
  }

  problems.push(...releaseProblems(services, repoRoot));

  // the sandbox accepts the shell's callback URLs and shares the API's client credentials
  const sbEnv = environmentOf(services['exchange-sandbox']);
  if (sbEnv.CLIENT_ID !== apiEnv.EXCHANGE_CLIENT_ID || sbEnv.CLIENT_SECRET !== apiEnv.EXCHANGE_CLIENT_SECRET) {
    problems.push(
      'exchange-sandbox: CLIENT_ID/CLIENT_SECRET differ from the api EXCHANGE_CLIENT_ID/EXCHANGE_CLIENT_SECRET',
    );
  }
  const shellPort = local.find((u) => u.name === 'shell')?.port;
  for (const uri of String(sbEnv.REDIRECT_URIS ?? '')
    .split(',')
    .filter(Boolean)) {
    if (portOfUrl(uri) !== shellPort) problems.push(`exchange-sandbox: redirect URI ${uri} is not on the shell`);
  }
  return problems;
}
