// The compose check (scripts/test/support/compose-file.mjs) must be able to fail: each mutation of
// a copy of docker-compose.yml, and of the front door's nginx.conf, has to be reported.
// Run: node --test scripts/test/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { composition, root } from '../composition.mjs';
import { checkCompose, loadCompose } from './support/compose-file.mjs';
import { readNginxConf } from './support/nginx-conf.mjs';

const composePath = path.join(root, 'docker-compose.yml');

describe('docker-compose.yml mirrors scripts/composition.mjs: each mutation is reported', () => {
  const text = readFileSync(composePath, 'utf8');
  const fresh = () => loadCompose(text);

  // The check must be able to fail: each mutation of a copy has to be reported.
  const mutations = {
    'a unit behind the front door that publishes a port': (d) => {
      d.services['mf-quiz'].ports = ['3002:3002'];
      return /mf-quiz: publishes a port/;
    },
    'a stand-in on another container port': (d) => {
      d.services['exchange-sandbox'].ports = ['127.0.0.1:4010:8080'];
      return /exchange-sandbox: does not publish 4010:4010/;
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
      d.services.shell.environment.REMOTE_QUIZ_URL = 'http://localhost:3000/remotes/account';
      return /shell: REMOTE_QUIZ_URL=\S+ is not http:\/\/localhost:3000\/remotes\/quiz \(the front door\)/;
    },
    'a remote URL past the front door': (d) => {
      d.services.shell.environment.REMOTE_QUIZ_URL = 'http://localhost:3002';
      return /shell: REMOTE_QUIZ_URL=http:\/\/localhost:3002 is not http:\/\/localhost:3000\/remotes\/quiz/;
    },
    'an API URL past the front door': (d) => {
      d.services.shell.environment.API_URL = '${API_URL:-http://localhost:1337}';
      return /shell: API_URL=http:\/\/localhost:1337 is not http:\/\/localhost:3000\/api/;
    },
    'a broken API_URL': (d) => {
      d.services.shell.environment.API_URL = 'not a url';
      return /shell: API_URL=not a url/;
    },
    'an exchange URL off the sandbox’s published port': (d) => {
      d.services.shell.environment.EXCHANGE_URL = 'http://localhost:4011';
      return /shell: EXCHANGE_URL=http:\/\/localhost:4011 does not point at exchange-sandbox/;
    },
    'a server-side remote URL on another port': (d) => {
      d.services.shell.environment.SERVER_REMOTE_QUIZ_URL = 'http://mf-quiz:3003';
      return /shell: SERVER_REMOTE_QUIZ_URL=http:\/\/mf-quiz:3003 is not on a port of mf-quiz/;
    },
    'the server-side API URL on another port': (d) => {
      d.services.shell.environment.SERVER_API_URL = 'http://api:8080';
      return /shell: SERVER_API_URL uses ports \[8080\] in compose, \[1337\] locally/;
    },
    'CORS origins beyond the site': (d) => {
      d.services.api.environment.CORS_ORIGINS = '${CORS_ORIGINS:-http://localhost:3000,http://localhost:3002}';
      return /api: CORS_ORIGINS=\S+ is not the site's one origin http:\/\/localhost:3000/;
    },
    'no front door': (d) => {
      delete d.services['front-door'];
      return /front-door: no compose service/;
    },
    'the front door on another port': (d) => {
      d.services['front-door'].ports = ['3001:8080'];
      return /front-door: does not publish the site as 3000:8080 alone/;
    },
    'the front door publishing to a port nginx does not listen on': (d) => {
      d.services['front-door'].ports = ['3000:80'];
      return /front-door: does not publish the site as 3000:8080 alone/;
    },
    'a site URL off the front door': (d) => {
      d.services.shell.environment.PUBLIC_SITE_URL = 'http://localhost:3100';
      return /shell: PUBLIC_SITE_URL=\S+ is not on the front door's port 3000/;
    },
    'an API that trusts any single hop': (d) => {
      d.services.api.environment.TRUST_PROXY = '1';
      return /api: TRUST_PROXY=1 is not the proxies' range 10\.213\.0\.128\/25/;
    },
    'a shell that trusts no proxy': (d) => {
      d.services.shell.environment.TRUST_PROXY = '${SITE_TRUST_PROXY:-}';
      return /shell: TRUST_PROXY= is not the proxies' range/;
    },
    'a trusted range that holds the gateway (the host)': (d) => {
      d.networks.proxies.ipam.config[0].ip_range = '10.213.0.0/25';
      return /networks: the proxies ip_range holds the gateway/;
    },
    'a trusted range outside its subnet': (d) => {
      d.networks.proxies.ipam.config[0].ip_range = '10.214.0.128/25';
      return /networks: the proxies ip_range is outside its subnet/;
    },
    'a remote on the trusted network': (d) => {
      d.services['mf-quiz'].networks.push('proxies');
      return /networks: proxies holds api, front-door, mf-quiz, shell/;
    },
    'the shell and the API on two shared networks': (d) => {
      d.services.shell.networks.push('default');
      return /api and shell share the networks proxies, default/;
    },
    'a unit behind the front door that does not scale': (d) => {
      delete d.services.api.scale;
      return /api: scale is undefined, not \$\{API_REPLICAS:-1\}/;
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
    'replicas that import content themselves': (d) => {
      d.services.api.environment.CONTENT_DIR = '/app/content';
      return /api: env CONTENT_DIR set/;
    },
    'replicas that do not wait for the release step': (d) => {
      delete d.services.api.depends_on.release;
      return /api: does not wait for release to complete successfully/;
    },
    'a release step with another env than the api': (d) => {
      d.services.release.environment.DATABASE_URL = 'postgres://other@postgres/other';
      return /release: env DATABASE_URL differs from the api's/;
    },
    'no release step': (d) => {
      delete d.services.release;
      return /release: no compose service/;
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

  // The front door's nginx.conf is the other half: each mutation of a copy has to be reported.
  const confMutations = {
    'a remote routed to another port': [
      'quiz 3002;',
      'quiz 3003;',
      /front-door: routes \/remotes\/quiz\/ to mf-quiz:3003, not :3002/,
    ],
    'a remote without a route': ['    events 3005;\n', '', /front-door: no route to mf-events/],
    'the API routed to another service': [
      'http://api:1337$api_uri',
      'http://apis:1337$api_uri',
      /routes \/api\/ to apis, which is no unit/,
    ],
    'nginx listening on another port': [
      'listen 8080 default_server',
      'listen 8088 default_server',
      /front-door: does not publish the site as 3000:8088/,
    ],
  };
  for (const [what, [from, to, expected]] of Object.entries(confMutations)) {
    it(`fails on ${what} (nginx.conf)`, () => {
      const conf = readNginxConf();
      assert.ok(conf.includes(from), from);
      const problems = checkCompose(fresh(), composition(), { nginxConf: conf.replace(from, to) });
      assert.ok(
        problems.some((p) => expected.test(p)),
        `expected ${expected}, got ${JSON.stringify(problems)}`,
      );
    });
  }
});
