// docker-compose.yml checked by construction against the process composition
// (scripts/composition.mjs) that the other tests run: same service names, same published ports,
// same env names, the shell pointed at the right remotes, a Dockerfile stage behind every build
// (non-root, healthcheck, the unit's own output), postgres + redis wired into the api. The compose
// suite (scripts/compose-suite.mjs) builds and runs the real thing where Docker can run. The
// literal ports of docker-compose.yml, the Dockerfile and .env.example are held to ports.cjs here.
// Run: node --test scripts/test/
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { installLayerBuildArgs } from '../compose/prewarm.mjs';
import { composition, remotes, root } from '../composition.mjs';

const composePath = path.join(root, 'docker-compose.yml');

/**
 * `${VAR:-default}` / `${VAR-default}` / `${VAR}` as compose would expand them with VAR unset;
 * a required `${VAR:?message}` counts as empty.
 */
export function interpolate(value) {
  if (typeof value !== 'string') return value;
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_, _name, kind, text) =>
    kind === '-' ? text : '',
  );
}

/** Every variable docker-compose.yml reads (`${NAME...}` outside comments). */
export function composeVariables(text) {
  const body = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  return [...new Set([...body.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]))].sort();
}

export function loadCompose(text = readFileSync(composePath, 'utf8')) {
  return parse(text, { merge: true });
}

/** environment as a plain object, from either the map or the list (`- NAME=value`) form */
export function environmentOf(service) {
  const env = service?.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((e) => {
        const i = String(e).indexOf('=');
        return i < 0 ? [String(e), ''] : [String(e).slice(0, i), interpolate(String(e).slice(i + 1))];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v == null ? '' : String(v))]));
}

/** published ports as [{ host, container }], from the short ('1337:1337') or long form */
export function publishedPorts(service) {
  return (service?.ports ?? []).map((p) => {
    if (typeof p === 'object') return { host: Number(p.published), container: Number(p.target) };
    const parts = interpolate(String(p)).split('/')[0].split(':');
    const container = Number(parts.at(-1));
    return { host: parts.length > 1 ? Number(parts.at(-2)) : container, container };
  });
}

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

/**
 * The lines of one stage of a multi-stage Dockerfile (`target`, or the last stage), with
 * continuation lines joined and `${ARG}` / `$ARG` replaced by the build args (over the ARG
 * defaults), or null when there is no such stage.
 */
export function dockerStage(text, target, args = {}) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1], lines: [line] });
    else if (stages.length) stages.at(-1).lines.push(line);
  }
  const stage = target ? stages.find((st) => st.name === target) : stages.at(-1);
  if (!stage) return null;
  const values = {};
  for (const line of stage.lines) {
    const arg = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(line.trim());
    if (arg) values[arg[1]] = args?.[arg[1]] !== undefined ? interpolate(String(args[arg[1]])) : (arg[2] ?? '');
  }
  const expand = (line) =>
    line.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a, b) => values[a ?? b] ?? m);
  return stage.lines.map(expand);
}

/** The Dockerfile's exec-form CMD (last one wins), or null. */
function dockerCmd(text) {
  const cmds = [...text.matchAll(/^CMD\s+(\[.*\])\s*$/gm)];
  return cmds.length ? JSON.parse(cmds.at(-1)[1]) : null;
}

/** The ports a unit of the local composition listens on: its own and any other *PORT of its env. */
const portsOfUnit = (unit) => [
  ...new Set([
    unit.port,
    ...Object.entries(unit.env)
      .filter(([k]) => /(^|_)PORT$/.test(k))
      .map(([, v]) => Number(v)),
  ]),
];

/**
 * Every way docker-compose.yml disagrees with the local composition.
 * @returns {string[]} problems (empty = they agree)
 */
export function checkCompose(doc, local = composition(), { repoRoot = root } = {}) {
  const problems = [];
  const services = doc?.services ?? {};
  const published = (name) => publishedPorts(services[name]).map((p) => p.host);

  for (const unit of local) {
    const svc = services[unit.name];
    if (!svc) {
      problems.push(`${unit.name}: no compose service of that name`);
      continue;
    }
    const ports = publishedPorts(svc);
    if (!ports.some((p) => p.host === unit.port && p.container === unit.port)) {
      problems.push(`${unit.name}: does not publish ${unit.port}:${unit.port} (has ${JSON.stringify(ports)})`);
    }
    // every *PORT the local process listens on is published too (mail: web + SMTP)
    for (const [k, v] of Object.entries(unit.env)) {
      if (/(^|_)PORT$/.test(k) && !ports.some((p) => p.host === Number(v))) {
        problems.push(`${unit.name}: ${k}=${v} is not a published port`);
      }
    }
    const env = environmentOf(svc);
    for (const name of Object.keys(unit.env)) {
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
      if (local !== undefined && portsOf(v).join() !== portsOf(local).join()) {
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
          if (unit.command.includes('tsx') && !(cmd ?? []).includes('tsx')) {
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

  // the shell points the browser at each remote, the API and the exchange
  const shellEnv = environmentOf(services.shell);
  const urlTargets = {
    ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, `mf-${r}`])),
    API_URL: 'api',
    EXCHANGE_URL: 'exchange-sandbox',
  };
  for (const [name, target] of Object.entries(urlTargets)) {
    const url = shellEnv[name];
    if (!url) {
      problems.push(`shell: ${name} is not set`);
      continue;
    }
    let ok = false;
    try {
      const u = new URL(url);
      ok = u.hostname === target || published(target).includes(portOfUrl(url));
    } catch {
      ok = false;
    }
    if (!ok) problems.push(`shell: ${name}=${url} does not point at ${target} (${published(target).join(',')})`);
  }

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

describe('docker-compose.yml mirrors scripts/composition.mjs', () => {
  const text = readFileSync(composePath, 'utf8');
  const fresh = () => loadCompose(text);

  it('agrees with the local composition', () => {
    assert.deepEqual(checkCompose(fresh()), []);
  });

  it('covers every local service and names no unknown one besides the data stores', () => {
    const names = Object.keys(fresh().services).sort();
    const local = composition().map((u) => u.name);
    assert.deepEqual(names, [...local, 'postgres', 'redis'].sort());
  });

  it('expands ${VAR:-default} like compose', () => {
    assert.equal(interpolate('${A:-http://x:1}/p'), 'http://x:1/p');
    assert.equal(interpolate('u:${A:?set A (see x)}@h'), 'u:@h');
    assert.equal(interpolate('${A-y}'), 'y');
    assert.equal(interpolate('${A}z'), 'z');
    assert.deepEqual(publishedPorts({ ports: ['127.0.0.1:80:8080', '9000', { published: 1, target: 2 }] }), [
      { host: 80, container: 8080 },
      { host: 9000, container: 9000 },
      { host: 1, container: 2 },
    ]);
  });

  // The check must be able to fail: each mutation of a copy has to be reported.
  const mutations = {
    'a changed published port': (d) => {
      d.services['mf-quiz'].ports = ['3012:3002'];
      return /mf-quiz: does not publish 3002/;
    },
    'a changed container port': (d) => {
      d.services.api.ports = ['1337:8080'];
      return /api: does not publish 1337:1337/;
    },
    'an unpublished SMTP port': (d) => {
      d.services.mail.ports = ['1080:1080'];
      return /mail: MAIL_SMTP_PORT=1025 is not a published port/;
    },
    'a PORT env that differs': (d) => {
      d.services['mf-events'].environment.PORT = '8080';
      return /mf-events: PORT is 8080/;
    },
    'a missing service': (d) => {
      delete d.services['exchange-sandbox'];
      return /exchange-sandbox: no compose service/;
    },
    'a renamed service': (d) => {
      d.services.mail_catcher = d.services.mail;
      delete d.services.mail;
      return /mail: no compose service/;
    },
    'a missing env name': (d) => {
      delete d.services.api.environment.EXCHANGE_CLIENT_SECRET;
      return /api: env EXCHANGE_CLIENT_SECRET missing/;
    },
    'a missing shell env name': (d) => {
      delete d.services.shell.environment.EXCHANGE_CLIENT_ID;
      return /shell: env EXCHANGE_CLIENT_ID missing/;
    },
    'a remote URL pointing at another remote': (d) => {
      d.services.shell.environment.REMOTE_QUIZ_URL = 'http://localhost:3003';
      return /shell: REMOTE_QUIZ_URL=http:\/\/localhost:3003 does not point at mf-quiz/;
    },
    'a broken API_URL': (d) => {
      d.services.shell.environment.API_URL = 'not a url';
      return /shell: API_URL=not a url/;
    },
    'a server-side remote URL on another port': (d) => {
      d.services.shell.environment.SERVER_REMOTE_QUIZ_URL = 'http://mf-quiz:3003';
      return /shell: SERVER_REMOTE_QUIZ_URL=http:\/\/mf-quiz:3003 is not on a port of mf-quiz/;
    },
    'the server-side API URL on another port': (d) => {
      d.services.shell.environment.SERVER_API_URL = 'http://api:8080';
      return /shell: SERVER_API_URL uses ports \[8080\] in compose, \[1337\] locally/;
    },
    'a CORS origin default off the remotes': (d) => {
      d.services.api.environment.CORS_ORIGINS = '${CORS_ORIGINS:-http://localhost:3000,http://localhost:3009}';
      return /api: CORS_ORIGINS uses ports \[3000,3009\] in compose/;
    },
    'the sandbox’s public URL on another port': (d) => {
      d.services['exchange-sandbox'].environment.PUBLIC_URL = '${EXCHANGE_PUBLIC_URL:-http://localhost:4011}';
      return /exchange-sandbox: PUBLIC_URL uses ports \[4011\] in compose, \[4010\] locally/;
    },
    'maildev on another SMTP port': (d) => {
      d.services.mail.environment.MAILDEV_SMTP_PORT = '2525';
      return /mail: MAILDEV_SMTP_PORT=2525 is not a port of mail \(1080,1025\)/;
    },
    'a Dockerfile that does not exist': (d) => {
      d.services['mf-content'].build.dockerfile = 'mf-content/Dockerfile.nope';
      return /mf-content: Dockerfile mf-content\/Dockerfile.nope does not exist/;
    },
    'the build args of another remote': (d) => {
      d.services['mf-content'].build.args.REMOTE = 'quiz';
      return /mf-content: image target remote does not copy mf-content\//;
    },
    'the target of another unit': (d) => {
      d.services.api.build.target = 'exchange-sandbox';
      return /api: image target exchange-sandbox does not copy services\/api\//;
    },
    'a remote built for another port': (d) => {
      d.services['mf-events'].build.args.PORT = '3004';
      return /mf-events: Dockerfile does not EXPOSE 3005/;
    },
    'a target the Dockerfile does not have': (d) => {
      d.services.shell.build.target = 'nope';
      return /shell: the Dockerfile has no stage nope/;
    },
    'a healthcheck on the wrong port': (d) => {
      d.services['mf-account'].healthcheck.test = ['CMD', 'node', '-e', "fetch('http://127.0.0.1:3004/healthz')"];
      return /mf-account: healthcheck does not probe :3003\/healthz/;
    },
    'no postgres': (d) => {
      delete d.services.postgres;
      return /postgres: missing/;
    },
    'no redis': (d) => {
      delete d.services.redis;
      return /redis: missing/;
    },
    'DATABASE_URL not on postgres': (d) => {
      d.services.api.environment.DATABASE_URL = 'postgres://u:p@localhost:5432/db';
      return /api: DATABASE_URL=.* does not reference postgres/;
    },
    'REDIS_URL not on redis': (d) => {
      d.services.api.environment.REDIS_URL = 'redis://cache:6379';
      return /api: REDIS_URL=.* does not reference redis/;
    },
    'SMTP_URL not on the mail catcher': (d) => {
      d.services.api.environment.SMTP_URL = 'smtp://mail:2525';
      return /api: SMTP_URL=.* does not reference mail/;
    },
    'a healthy-wait on a service without healthcheck': (d) => {
      delete d.services.redis.healthcheck;
      return /api: waits for redis to be healthy but redis has no healthcheck/;
    },
    'client credentials that differ': (d) => {
      d.services['exchange-sandbox'].environment.CLIENT_SECRET = 'other';
      return /CLIENT_SECRET differ/;
    },
    'a redirect URI off the shell': (d) => {
      d.services['exchange-sandbox'].environment.REDIRECT_URIS = 'http://localhost:3001/en/auth/callback';
      return /redirect URI .* is not on the shell/;
    },
  };
  for (const [what, mutate] of Object.entries(mutations)) {
    it(`fails on ${what}`, () => {
      const doc = fresh();
      const expected = mutate(doc);
      const problems = checkCompose(doc);
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected}, got ${JSON.stringify(problems)}`,
      );
    });
  }

  it('fails when the local composition moves a port (composition changed, compose not)', () => {
    const moved = composition({ portOffset: 100 });
    const problems = checkCompose(fresh(), moved);
    assert.ok(
      problems.some((p) => /shell: does not publish 3100:3100/.test(p)),
      JSON.stringify(problems),
    );
  });

  it('fails on a changed port in the YAML text itself', () => {
    const problems = checkCompose(
      loadCompose(text.replace("'127.0.0.1:${EXCHANGE_HOST_PORT:-4010}:4010'", "'4011:4010'")),
    );
    assert.ok(
      problems.some((p) => /exchange-sandbox: does not publish 4010:4010/.test(p)),
      JSON.stringify(problems),
    );
  });
});

describe('the Dockerfile’s ports', () => {
  it('fails when an image listens on another port than ports.cjs gives its unit', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-compose-check-'));
    try {
      const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
      assert.match(dockerfile, /^ENV .*\bPORT=1337\b/m);
      writeFileSync(path.join(dir, 'Dockerfile'), dockerfile.replace(/^(ENV .*\bPORT=)1337\b/m, '$11338'));
      const problems = checkCompose(loadCompose(), composition(), { repoRoot: dir });
      assert.ok(
        problems.some((p) => /api: Dockerfile sets PORT=1338, not 1337/.test(p)),
        JSON.stringify(problems),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docker-compose.yml deploy defaults', () => {
  const text = readFileSync(composePath, 'utf8');
  const doc = loadCompose(text);

  it('requires every secret: ${VAR:?} and never a default', () => {
    for (const name of ['POSTGRES_PASSWORD', 'EXCHANGE_CLIENT_SECRET', 'EXCHANGE_TOKEN_KEY']) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))].map((m) => m[1]);
      assert.ok(uses.length > 0, `${name} is not used`);
      for (const use of uses) assert.match(use, /^:\?\S/, `${name} has a default or no message: \${${name}${use}}`);
    }
    assert.doesNotMatch(text, /academy-sandbox-secret|dev-only-exchange-token-key/);
    assert.match(environmentOf(doc.services.api).EXCHANGE_TOKEN_KEY, /^$/);
  });

  it('binds the mail catcher and the exchange sandbox to 127.0.0.1 only', () => {
    for (const name of ['mail', 'exchange-sandbox']) {
      const ports = doc.services[name].ports;
      assert.ok(ports.length > 0);
      for (const port of ports) assert.match(String(port), /^127\.0\.0\.1:/, `${name}: ${port}`);
    }
  });

  it('.env.example names every variable docker-compose.yml reads, and no secret value', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Map([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
    const used = composeVariables(text);
    assert.ok(used.length > 20);
    assert.deepEqual(
      used.filter((name) => !listed.has(name)),
      [],
    );
    for (const secret of ['POSTGRES_PASSWORD', 'EXCHANGE_CLIENT_SECRET', 'EXCHANGE_TOKEN_KEY'])
      assert.equal(listed.get(secret), '', secret);
  });

  it('.env.example gives the defaults of docker-compose.yml (its ports are those of ports.cjs)', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Map([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
    const defaults = [...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*):-([^}]*)\}/g)];
    // (ports and URLs; ALLOW_LOCAL_ORIGINS and the like are .env.example's own choice)
    const portsAndUrls = defaults.filter(([, name, value]) => /_HOST_PORT$/.test(name) || value.includes('://'));
    assert.ok(portsAndUrls.length > 20);
    for (const [, name, value] of portsAndUrls) assert.equal(listed.get(name), value, name);
  });
});

describe('Dockerfile: one install stage, webpack from source or the host', () => {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = [...text.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)/gim)].map((m) => ({ from: m[1], name: m[2] }));
  const index = (name) => stages.findIndex((s) => s.name === name);
  const doc = parse(readFileSync(composePath, 'utf8'));

  it('the legacy builder runs every stage up to the target: no service image waits for webpack', () => {
    for (const name of ['sources', 'workspace', 'services', 'api', 'exchange-sandbox', 'frontend', 'shell', 'remote'])
      assert.ok(index(name) >= 0, `no stage ${name}`);
    assert.ok(index('api') < index('frontend') && index('exchange-sandbox') < index('frontend'));
    // one install stage: every build stage grows from `workspace`, every runtime stage from the base
    for (const name of ['services', 'frontend']) assert.equal(stages[index(name)].from, 'workspace', name);
    for (const name of ['api', 'exchange-sandbox', 'shell', 'remote'])
      assert.equal(stages[index(name)].from, '${NODE_IMAGE}', name);
    assert.equal(text.match(/pnpm install/g)?.length, 1);
  });

  it('FRONTEND reaches every built image; source (webpack in Docker) is the default', () => {
    for (const [name, svc] of Object.entries(doc.services).filter(([, svc]) => svc.build))
      assert.equal(svc.build.args.FRONTEND, '${FRONTEND:-source}', name);
    assert.match(text, /^ARG FRONTEND=source$/m);
    assert.match(dockerStage(text, 'frontend', { FRONTEND: 'source' }).join('\n'), /scripts\/build\.mjs --force/);
  });

  it('the compose suite’s background build of the stages up to `services` shares its layers with every unit', () => {
    // the build cache of a RUN step depends on the build args its stage declares: the background
    // build (scripts/compose/prewarm.mjs) must give the same ones docker-compose gives every unit
    const declared = new Set();
    let stage = null;
    for (const line of text.split('\n')) {
      const from = line.match(/^FROM\s+\S+\s+AS\s+(\S+)/i);
      if (from) stage = from[1];
      const arg = line.match(/^ARG\s+([A-Z_]+)/);
      if (arg && (stage === null || ['sources', 'workspace', 'services'].includes(stage))) declared.add(arg[1]);
    }
    const args = installLayerBuildArgs({ NODE_IMAGE: 'academy-base/node:24' }, 'prebuilt');
    assert.deepEqual(Object.keys(args).sort(), [...declared].sort());
    for (const [name, svc] of Object.entries(doc.services).filter(([, svc]) => svc.build)) {
      assert.equal(svc.build.args.NODE_IMAGE, '${NODE_IMAGE:-node:24-bookworm-slim}', name);
      for (const arg of declared) assert.ok(arg in svc.build.args, `${name} gets no ${arg}`);
    }
    assert.ok(index('services') < index('api'));
  });

  it('the context carries the units’ dist/ (for prebuilt) and no host node_modules', () => {
    const ignore = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    const at = (line) => ignore.indexOf(line);
    assert.ok(at('**/node_modules') >= 0);
    assert.ok(at('**/dist') >= 0 && at('!shell/dist') > at('**/dist') && at('!mf-*/dist') > at('**/dist'));
  });
});
