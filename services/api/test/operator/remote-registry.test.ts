import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OperatorError, runOperatorCommand } from '../../src/operator/cli.ts';
import { buildTestApp } from '../support/app.ts';

const now = new Date('2026-11-28T04:00:00Z');

async function registry() {
  const app = await buildTestApp();
  const operator = (...argv: string[]) => runOperatorCommand(app.db, argv, now);
  const live = async () => (await app.inject({ method: 'GET', url: '/internal/remotes' })).json().remotes;
  return { app, operator, live };
}

describe('the remotes registry: remotes:set, remotes:rollback, GET /internal/remotes', () => {
  test('set moves a remote, rollback goes back one step at a time, the endpoint says what is live', async () => {
    const { app, operator, live } = await registry();
    const empty = await app.inject({ method: 'GET', url: '/internal/remotes' });
    assert.equal(empty.statusCode, 200);
    assert.equal(empty.headers['cache-control'], 'no-store');
    assert.deepEqual(empty.json(), { remotes: {}, canaries: {} });

    assert.equal(
      await operator('remotes:set', 'mf-quiz', 'https://quiz.example/v1/'),
      'mf-quiz now at https://quiz.example/v1',
    );
    await operator('remotes:set', 'quiz', 'https://quiz.example/v2', '--build', 'v2');
    await operator('remotes:set', 'content', 'https://content.example');
    assert.deepEqual(await live(), {
      quiz: { url: 'https://quiz.example/v2', buildId: 'v2' },
      content: { url: 'https://content.example', buildId: null },
    });

    assert.equal(await operator('remotes:rollback', 'mf-quiz'), 'mf-quiz rolled back to https://quiz.example/v1');
    assert.deepEqual((await live()).quiz, { url: 'https://quiz.example/v1', buildId: null });
    assert.deepEqual((await live()).content, { url: 'https://content.example', buildId: null });
    // nothing earlier left: refused, still live
    await assert.rejects(
      operator('remotes:rollback', 'mf-quiz'),
      (error: Error) =>
        error instanceof OperatorError && error.message === 'mf-quiz: no earlier deployment to roll back to',
    );
    assert.deepEqual((await live()).quiz, { url: 'https://quiz.example/v1', buildId: null });
    await assert.rejects(operator('remotes:rollback', 'events'), /mf-events: no earlier deployment/);
  });

  test('bad input is refused with a message and changes nothing', async () => {
    const { operator, live } = await registry();
    const refusals: [string[], RegExp][] = [
      [['remotes:set', 'mf-shop', 'https://x.example'], /<remote> must be one of content, quiz/],
      [['remotes:set', 'quiz', 'not a url'], /absolute http\(s\) URL/],
      [['remotes:set', 'quiz', 'javascript:alert(1)'], /http\(s\) URL without/],
      [['remotes:set', 'quiz', 'https://x.example/?a=1'], /without query/],
      [['remotes:set', 'quiz', 'https://user:pw@x.example'], /credentials/],
      [['remotes:set', 'quiz'], /usage: remotes:set/],
      [['remotes:set', 'quiz', 'https://x.example', '--build', 'a b'], /--build/],
      [['remotes:set', 'quiz', 'https://x.example', '--nope'], /Unknown option/],
      [['remotes:rollback'], /usage: remotes:rollback/],
    ];
    for (const [argv, message] of refusals) {
      await assert.rejects(
        operator(...argv),
        (error: Error) => error instanceof OperatorError && message.test(error.message),
      );
    }
    assert.deepEqual(await live(), {});
  });

  test('rollbacks at once each take back one deployment, never the last one', async () => {
    const { operator, live } = await registry();
    for (let v = 1; v <= 8; v++) await operator('remotes:set', 'quiz', `https://quiz.example/v${v}`);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => operator('remotes:rollback', 'quiz')));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 7);
    assert.deepEqual((await live()).quiz, { url: 'https://quiz.example/v1', buildId: null });
  });

  test('remotes:canary sends a share to another build, is replaced by the next one and ends with off', async () => {
    const { app, operator, live } = await registry();
    const canaries = async () => (await app.inject({ method: 'GET', url: '/internal/remotes' })).json().canaries;
    await operator('remotes:set', 'quiz', 'https://quiz.example/v1', '--build', 'v1');
    assert.equal(
      await operator('remotes:canary', 'mf-quiz', 'https://quiz.example/v2/', '50', '--build', 'v2'),
      'mf-quiz: 50% of learners on https://quiz.example/v2 (build v2)',
    );
    assert.deepEqual(await canaries(), { quiz: { url: 'https://quiz.example/v2', buildId: 'v2', percent: 50 } });
    assert.deepEqual((await live()).quiz, { url: 'https://quiz.example/v1', buildId: 'v1' });

    await operator('remotes:canary', 'quiz', 'https://quiz.example/v3', '10');
    assert.deepEqual(await canaries(), { quiz: { url: 'https://quiz.example/v3', buildId: null, percent: 10 } });

    assert.equal(
      await operator('remotes:canary', 'quiz', 'off'),
      'mf-quiz: canary ended, every learner on the live build',
    );
    assert.deepEqual(await canaries(), {});
    await assert.rejects(operator('remotes:canary', 'quiz', 'off'), /mf-quiz: no canary to end/);
  });

  test('a bad canary is refused with a message and changes nothing', async () => {
    const { app, operator } = await registry();
    await operator('remotes:canary', 'quiz', 'https://quiz.example/v2', '25');
    const refusals: [string[], RegExp][] = [
      [['remotes:canary', 'quiz', 'https://x.example', '0'], /<percent> must be a whole number from 1 to 99/],
      [['remotes:canary', 'quiz', 'https://x.example', '100'], /<percent> must be/],
      [['remotes:canary', 'quiz', 'https://x.example', '12.5'], /<percent> must be/],
      [['remotes:canary', 'quiz', 'https://x.example', '-5'], /<percent> must be|Unknown option/],
      [['remotes:canary', 'quiz', 'https://x.example?a=1', '5'], /without query/],
      [['remotes:canary', 'quiz', 'https://x.example', '5', '--build', 'a/b'], /--build/],
      [['remotes:canary', 'mf-shop', 'https://x.example', '5'], /<remote> must be one of/],
      [['remotes:canary', 'quiz', 'https://x.example'], /usage: remotes:canary/],
      [['remotes:canary', 'quiz', 'off', '--build', 'v1'], /usage: remotes:canary/],
    ];
    for (const [argv, message] of refusals) {
      await assert.rejects(
        operator(...argv),
        (error: Error) => error instanceof OperatorError && message.test(error.message),
      );
    }
    const { canaries } = (await app.inject({ method: 'GET', url: '/internal/remotes' })).json();
    assert.deepEqual(canaries, { quiz: { url: 'https://quiz.example/v2', buildId: null, percent: 25 } });
  });
});
