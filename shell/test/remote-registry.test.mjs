import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRemoteRegistry, registryRefreshMsFromEnv } from '../server/remote-registry.ts';

const quiz = (url, buildId = null) => ({ url, buildId });

/** An API whose answers the test sets, a clock the test moves, and the reads the API saw. */
function setup() {
  const api = { answer: { remotes: {}, canaries: {} }, status: 200, down: false, reads: 0 };
  const clock = { now: 0 };
  const warnings = [];
  const registry = createRemoteRegistry({
    apiUrl: 'http://api.test',
    refreshMs: 3000,
    now: () => clock.now,
    logger: { warn: (line) => warnings.push(line) },
    fetchImpl: async (url) => {
      assert.equal(url, 'http://api.test/internal/remotes');
      api.reads += 1;
      if (api.down) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(api.answer), { status: api.status });
    },
  });
  return { api, clock, registry, warnings };
}

describe('the remote registry cache', () => {
  it('reads the API once per refresh interval and sees a change after it, without a restart', async () => {
    const { api, clock, registry } = setup();
    api.answer = { remotes: { quiz: quiz('https://quiz.example/v1', 'v1') }, canaries: {} };
    assert.deepEqual((await registry.read()).remotes, { quiz: quiz('https://quiz.example/v1', 'v1') });
    api.answer = { remotes: { quiz: quiz('https://quiz.example/v2', 'v2') }, canaries: {} };
    clock.now = 2999;
    assert.deepEqual((await registry.read()).remotes.quiz, quiz('https://quiz.example/v1', 'v1'));
    assert.equal(api.reads, 1);
    clock.now = 3000;
    assert.deepEqual((await registry.read()).remotes.quiz, quiz('https://quiz.example/v2', 'v2'));
    assert.equal(api.reads, 2);
  });

  it('pages at once share one read', async () => {
    const { api, registry } = setup();
    await Promise.all(Array.from({ length: 20 }, () => registry.read()));
    assert.equal(api.reads, 1);
  });

  it('keeps the last good answer while the API is down or failing, and reads again after the interval', async () => {
    const { api, clock, registry, warnings } = setup();
    api.answer = {
      remotes: { quiz: quiz('https://quiz.example/v1') },
      canaries: { quiz: { ...quiz('https://quiz.example/v2'), percent: 10 } },
    };
    const good = await registry.read();
    api.down = true;
    clock.now = 5000;
    assert.deepEqual(await registry.read(), good);
    api.down = false;
    api.status = 500;
    clock.now = 10000;
    assert.deepEqual(await registry.read(), good);
    assert.equal(warnings.length, 2);
    assert.equal(warnings[0].route, '/internal/remotes');
    api.status = 200;
    api.answer = { remotes: {}, canaries: {} };
    clock.now = 15000;
    assert.deepEqual(await registry.read(), { remotes: {}, canaries: {} });
  });

  it('is empty (every remote where env says) before the API ever answered', async () => {
    const { api, registry } = setup();
    api.down = true;
    assert.deepEqual(await registry.read(), { remotes: {}, canaries: {} });
  });

  it('leaves out malformed entries: a remote with one stays where env says', async () => {
    const { api, registry } = setup();
    api.answer = {
      remotes: {
        quiz: quiz('https://quiz.example/v1', 'v1'),
        content: { url: 'javascript:alert(1)', buildId: null },
        events: { url: 'https://events.example', buildId: 7 },
        account: 'https://account.example',
      },
      canaries: {
        quiz: { ...quiz('https://quiz.example/v2'), percent: 50 },
        content: { ...quiz('https://content.example/v2'), percent: 100 },
        events: { ...quiz('https://events.example/v2'), percent: '5' },
      },
    };
    assert.deepEqual(await registry.read(), {
      remotes: { quiz: quiz('https://quiz.example/v1', 'v1') },
      canaries: { quiz: { ...quiz('https://quiz.example/v2'), percent: 50 } },
    });
  });

  it('REMOTE_REGISTRY_REFRESH_MS: 3000 by default, a whole number of ms from 100', () => {
    assert.equal(registryRefreshMsFromEnv(undefined), 3000);
    assert.equal(registryRefreshMsFromEnv('500'), 500);
    for (const bad of ['0', '50', '1.5', 'soon'])
      assert.throws(() => registryRefreshMsFromEnv(bad), /REMOTE_REGISTRY_REFRESH_MS/);
  });
});
