import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canaryBucketOf, canaryCookie, newCanaryBucket, pageRemotes, serverRemoteUrl } from '../server/page-remotes.ts';

const env = { quiz: 'https://site.example/remotes/quiz', content: 'https://site.example/remotes/content' };
const registry = {
  remotes: { quiz: { url: 'https://site.example/remotes/quiz-v2', buildId: 'v2' } },
  canaries: { quiz: { url: 'https://site.example/remotes/quiz-v3', buildId: 'v3', percent: 30 } },
};

describe('the remotes of a page', () => {
  it('the env without a registry entry, the live build, the canary for a bucket in its share', () => {
    assert.deepEqual(pageRemotes(env, { remotes: {}, canaries: {} }, 5), {
      remotes: env,
      builds: { quiz: null, content: null },
    });
    assert.deepEqual(pageRemotes(env, registry, 30), {
      remotes: { quiz: 'https://site.example/remotes/quiz-v2', content: env.content },
      builds: { quiz: 'v2', content: null },
    });
    assert.deepEqual(pageRemotes(env, registry, 29).remotes.quiz, 'https://site.example/remotes/quiz-v3');
    assert.deepEqual(pageRemotes(env, registry, 0).builds, { quiz: 'v3', content: null });
    // no bucket (no cookie yet): the live build
    assert.equal(pageRemotes(env, registry, undefined).remotes.quiz, 'https://site.example/remotes/quiz-v2');
    // a canary without a live registry entry: the others stay on the env's build
    const canaryOnly = { remotes: {}, canaries: registry.canaries };
    assert.equal(pageRemotes(env, canaryOnly, 80).remotes.quiz, env.quiz);
  });

  it('a canary at 50% gets about half of the learners, each always the same build', () => {
    const half = { remotes: {}, canaries: { quiz: { url: 'https://quiz.example/new', buildId: 'new', percent: 50 } } };
    const learners = Array.from({ length: 4000 }, () =>
      canaryBucketOf(canaryCookie(newCanaryBucket(), { secure: false })),
    );
    const onCanary = learners.filter((bucket) => pageRemotes(env, half, bucket).builds.quiz === 'new').length;
    assert.ok(Math.abs(onCanary / learners.length - 0.5) < 0.05, `${onCanary} of ${learners.length}`);
    for (const bucket of learners.slice(0, 50)) {
      const first = pageRemotes(env, half, bucket).remotes.quiz;
      for (let page = 0; page < 5; page++) assert.equal(pageRemotes(env, half, bucket).remotes.quiz, first);
    }
    // 10%: about a tenth
    const tenth = { ...half, canaries: { quiz: { ...half.canaries.quiz, percent: 10 } } };
    const few = learners.filter((bucket) => pageRemotes(env, tenth, bucket).builds.quiz === 'new').length;
    assert.ok(Math.abs(few / learners.length - 0.1) < 0.03, `${few} of ${learners.length}`);
  });

  it('the bucket cookie: 0-99, SameSite=Lax, a year, Secure over https; a malformed one is no bucket', () => {
    assert.equal(canaryCookie(42, { secure: false }), 'academy-canary=42; Path=/; Max-Age=31536000; SameSite=Lax');
    assert.match(canaryCookie(42, { secure: true }), /; SameSite=Lax; Secure$/);
    assert.equal(canaryBucketOf('theme=dark; academy-canary=7'), 7);
    assert.equal(canaryBucketOf('academy-canary=0'), 0);
    for (const cookie of ['', 'academy-canary=100', 'academy-canary=-1', 'academy-canary=x', 'academy-canary=']) {
      assert.equal(canaryBucketOf(cookie), undefined, cookie);
    }
    for (let i = 0; i < 500; i++) assert.ok(Number.isInteger(newCanaryBucket()) && newCanaryBucket() < 100);
  });

  it('the server reaches the env URL at its server URL, a URL on the site through SERVER_SITE_URL', () => {
    const options = {
      envUrl: env.quiz,
      envServerUrl: 'http://mf-quiz:3002',
      siteUrl: 'https://site.example',
      serverSiteUrl: 'http://front-door',
    };
    assert.equal(serverRemoteUrl(env.quiz, options), 'http://mf-quiz:3002');
    assert.equal(serverRemoteUrl('https://site.example/remotes/quiz-v2', options), 'http://front-door/remotes/quiz-v2');
    assert.equal(serverRemoteUrl('https://site.example.evil/x', options), 'https://site.example.evil/x');
    assert.equal(serverRemoteUrl('https://cdn.example/quiz/v2', options), 'https://cdn.example/quiz/v2');
    assert.equal(
      serverRemoteUrl('https://site.example/remotes/quiz-v2', { ...options, serverSiteUrl: undefined }),
      'https://site.example/remotes/quiz-v2',
    );
  });
});
