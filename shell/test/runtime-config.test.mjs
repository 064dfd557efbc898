import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import ports from '@academy/contracts/ports';
import {
  configScript,
  publicSiteUrlFromEnv,
  runtimeConfigFromEnv,
  serverApiUrlFromEnv,
  serverRemotesFromEnv,
} from '../server/runtime-config.ts';

describe('runtime config from env', () => {
  it('builds the runtime config from env at start, with local defaults', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://api.example/', REMOTE_QUIZ_URL: 'https://quiz.example' });
    assert.equal(config.apiUrl, 'https://api.example');
    assert.equal(config.remotes.quiz, 'https://quiz.example');
    assert.equal(config.remotes.content, `http://localhost:${ports.content}`);
    assert.deepEqual(Object.keys(config.remotes), Object.keys(routeTable.remotes));
    for (const name of Object.keys(routeTable.remotes)) {
      if (name !== 'quiz') assert.equal(config.remotes[name], `http://localhost:${ports[name]}`);
    }
    assert.equal(runtimeConfigFromEnv({}).exchangeUrl, `http://localhost:${ports.exchangeSandbox}`);
  });

  it('the server reaches remotes at SERVER_REMOTE_<NAME>_URL, else their public URL', () => {
    const config = runtimeConfigFromEnv({ REMOTE_QUIZ_URL: 'https://quiz.example' });
    const remotes = serverRemotesFromEnv(config, { SERVER_REMOTE_CONTENT_URL: 'http://content:3001/' });
    assert.equal(remotes.content, 'http://content:3001');
    assert.equal(remotes.quiz, 'https://quiz.example');
  });

  it('the server reaches the API at SERVER_API_URL, else its public URL; the site is at PUBLIC_SITE_URL', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://api.example/' });
    assert.equal(serverApiUrlFromEnv(config, {}), 'https://api.example');
    assert.equal(serverApiUrlFromEnv(config, { SERVER_API_URL: 'http://api:1337//' }), 'http://api:1337');
    assert.equal(publicSiteUrlFromEnv({ PUBLIC_SITE_URL: 'https://academy.example/' }), 'https://academy.example');
    assert.equal(publicSiteUrlFromEnv({}), `http://localhost:${ports.shell}`);
  });

  it('carries the share of page views that report web vitals: WEB_VITALS_SAMPLE_RATE, 0.1 by default, 0-1 only', () => {
    assert.equal(runtimeConfigFromEnv({}).webVitalsSampleRate, 0.1);
    assert.equal(runtimeConfigFromEnv({ WEB_VITALS_SAMPLE_RATE: '1' }).webVitalsSampleRate, 1);
    assert.equal(runtimeConfigFromEnv({ WEB_VITALS_SAMPLE_RATE: '0' }).webVitalsSampleRate, 0);
    for (const value of ['1.5', '-0.1', 'ten', 'NaN'])
      assert.throws(
        () => runtimeConfigFromEnv({ WEB_VITALS_SAMPLE_RATE: value }),
        /WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1/,
      );
  });

  it('hands the config to the page in a script no value can close', () => {
    const script = configScript({ apiUrl: '</script><script>alert(1)</script>' });
    assert.equal(script, 'window.__ACADEMY_CONFIG__={"apiUrl":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });
});
