/**
 * Learners' web vitals (issue 33 item 4): a page's beacon reports one metric of one page view;
 * the API keeps it only in the /metrics histograms, by metric and page type.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { webVitalsPath } from '@academy/contracts';
import { SESSION_COOKIE } from '../../../../src/lib/session-cookie.ts';
import { buildTestApp } from '../../../support/app.ts';
import { accountConfig } from '../../../support/accounts.ts';
import { createSession, createUser } from '../../../support/factories.ts';

const SITE = 'http://localhost:3000';

describe('POST /client/web-vitals', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });

  /** As `navigator.sendBeacon` sends a string: text/plain, from the site's page. */
  const beacon = (body: unknown, { cookies = {}, origin = SITE } = {}) =>
    app.inject({
      method: 'POST',
      url: webVitalsPath,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      cookies,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const metricLine = async (pattern: RegExp) => {
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    return text.split('\n').find((line) => pattern.test(line));
  };

  test('an INP, an LCP and a CLS land in their histograms by page type, in seconds for timings', async () => {
    for (const report of [
      { name: 'INP', value: 180, rating: 'good', pageType: 'articles/:id' },
      { name: 'INP', value: 640, rating: 'poor', pageType: 'articles/:id' },
      { name: 'LCP', value: 1_900, rating: 'good', pageType: 'home' },
      { name: 'CLS', value: 0.02, rating: 'good', pageType: 'glossary' },
    ]) {
      const response = await beacon(report);
      assert.equal(response.statusCode, 204, response.body);
    }
    assert.equal(
      await metricLine(/^web_vital_seconds_count\{metric="INP",page_type="articles\/:id"\}/),
      'web_vital_seconds_count{metric="INP",page_type="articles/:id"} 2',
    );
    assert.equal(
      await metricLine(/^web_vital_seconds_bucket\{le="0.2",metric="INP",page_type="articles\/:id"\}/),
      'web_vital_seconds_bucket{le="0.2",metric="INP",page_type="articles/:id"} 1',
    );
    assert.equal(
      await metricLine(/^web_vital_seconds_sum\{metric="LCP",page_type="home"\}/),
      'web_vital_seconds_sum{metric="LCP",page_type="home"} 1.9',
    );
    assert.equal(
      await metricLine(/^web_vital_cls_count\{page_type="glossary"\}/),
      'web_vital_cls_count{page_type="glossary"} 1',
    );
  });

  test("a signed-in learner's beacon (the session cookie, no anti-forgery header) is taken; another site's is not", async () => {
    const { token } = await createSession(app, await createUser(app));
    const report = { name: 'LCP', value: 800, rating: 'good', pageType: 'quizzes' };
    assert.equal((await beacon(report, { cookies: { [SESSION_COOKIE]: token } })).statusCode, 204);
    const forged = await beacon(report, { origin: 'https://evil.example' });
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.json().code, 'CSRF_REJECTED');
  });

  test('a report that is not one: 400 with a code, nothing recorded', async () => {
    const before = await metricLine(/^web_vital_seconds_count\{metric="LCP",page_type="search"\}/);
    const bad = [
      'not json',
      '',
      { name: 'FID', value: 10, rating: 'good', pageType: 'search' },
      { name: 'LCP', value: -1, rating: 'good', pageType: 'search' },
      { name: 'LCP', value: 1e9, rating: 'good', pageType: 'search' },
      { name: 'LCP', value: 100, rating: 'great', pageType: 'search' },
      { name: 'LCP', value: 100, rating: 'good', pageType: '/en/search?q=my-email@example.com' },
      { name: 'LCP', value: 100, rating: 'good', pageType: 'search', url: 'https://academy.example/en/search' },
      { name: 'CLS', value: 1000, rating: 'poor', pageType: 'search' },
    ];
    for (const body of bad) {
      const response = await beacon(body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().code, /^(VALIDATION_FAILED|BAD_REQUEST)$/);
    }
    assert.equal(await metricLine(/^web_vital_seconds_count\{metric="LCP",page_type="search"\}/), before);
  });

  test('an oversized body is refused (413), and the route is rate-limited per address', async () => {
    const huge = { name: 'LCP', value: 100, rating: 'good', pageType: 'home', pad: 'x'.repeat(2_000) };
    const response = await beacon(huge);
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().code, 'PAYLOAD_TOO_LARGE');
    const limited = await buildTestApp({ config: accountConfig() });
    try {
      const report = JSON.stringify({ name: 'CLS', value: 0, rating: 'good', pageType: 'home' });
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const answer = await limited.inject({
          method: 'POST',
          url: webVitalsPath,
          headers: { 'content-type': 'text/plain', origin: SITE },
          payload: report,
        });
        codes.push(answer.statusCode);
      }
      assert.deepEqual([codes.slice(0, 30).every((code) => code === 204), codes[30]], [true, 429]);
    } finally {
      await limited.close();
    }
  });
});
