import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp } from '../support/app.ts';
import { accountConfig } from '../support/accounts.ts';
import { REDIS_MISSING, ensureRedisServer, startRedis, stopRedis, type TestRedis } from '../support/redis.ts';

const randomIp = () => `${randomInt(1, 224)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const login = (app: FastifyInstance, email: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/client/user-clients/login',
    payload: { email, password: 'Wrong1!pass' },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('X-Forwarded-For cannot walk past the per-IP limits', () => {
  test('TRUST_PROXY=1 (one proxy hop): a spoofed left part of X-Forwarded-For does not change the IP', async () => {
    const { TRUST_PROXY } = loadConfig({ TRUST_PROXY: '1' });
    const app = await buildTestApp({
      config: accountConfig({ TRUST_PROXY, AUTH_RATE_LIMIT_IP_MAX: 3, AUTH_RATE_LIMIT_EMAIL_MAX: 10_000 }),
    });
    // The client 203.0.113.7 sends its own X-Forwarded-For; our proxy (127.0.0.1) appends the real address.
    const spoofed = () => ({ 'x-forwarded-for': `${randomIp()}, ${randomIp()}, 203.0.113.7` });
    for (let i = 0; i < 3; i += 1) {
      const response = await login(app, `spoof${i}@example.test`, spoofed(), '127.0.0.1');
      assert.equal(response.statusCode, 401, response.body);
    }
    const limited = await login(app, 'spoof9@example.test', spoofed(), '127.0.0.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.ok(limited.headers['retry-after']);
    // Another real client behind the same proxy keeps its own count.
    const other = await login(app, 'other@example.test', { 'x-forwarded-for': '198.51.100.20' }, '127.0.0.1');
    assert.equal(other.statusCode, 401);
  });

  test('the global per-IP limit too, and with a list of proxy addresses', async () => {
    const app = await buildTestApp({ config: { RATE_LIMIT_MAX: 3, TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'] } });
    // Client -> 10.1.2.3 (proxy) -> 127.0.0.1 (proxy) -> API: the client is the first untrusted hop from the right.
    const headers = () => ({ 'x-forwarded-for': `${randomIp()}, 203.0.113.9, 10.1.2.3` });
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ url: '/client/categories', headers: headers(), remoteAddress: '127.0.0.1' });
      assert.equal(response.statusCode, 200);
    }
    const limited = await app.inject({ url: '/client/categories', headers: headers(), remoteAddress: '127.0.0.1' });
    assert.equal(limited.statusCode, 429);
    // X-Forwarded-For from an address that is not a listed proxy is ignored altogether.
    const direct = await app.inject({
      url: '/client/categories',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '192.0.2.50',
    });
    assert.equal(direct.statusCode, 200);
  });
});

const noRedis = ensureRedisServer() === undefined;
if (noRedis) console.log(`# ${REDIS_MISSING}`);

describe(
  'with REDIS_URL every limit is shared by the replicas (a real redis-server)',
  { skip: noRedis && REDIS_MISSING },
  () => {
    let redis: TestRedis;
    before(async () => {
      redis = await startRedis();
    });
    after(async () => {
      if (redis) await stopRedis(redis);
    });

    const twoReplicas = async (config: Parameters<typeof accountConfig>[0]) => {
      const a = await buildTestApp({ config: accountConfig({ REDIS_URL: redis.url, ...config }) });
      const b = await buildTestApp({ config: accountConfig({ REDIS_URL: redis.url, ...config }) });
      return [a, b] as const;
    };

    test('per email (login): 3 allowed in total across two replicas, the 4th is refused on either', async () => {
      const [a, b] = await twoReplicas({ AUTH_RATE_LIMIT_EMAIL_MAX: 3 });
      const email = `shared-${Date.now()}@example.test`;
      assert.equal((await login(a, email, {}, randomIp())).statusCode, 401);
      assert.equal((await login(b, email, {}, randomIp())).statusCode, 401);
      assert.equal((await login(a, email, {}, randomIp())).statusCode, 401);
      const limited = await login(b, email, {}, randomIp());
      assert.equal(limited.statusCode, 429, limited.body);
      assert.equal(limited.json().code, 'RATE_LIMITED');
      assert.equal((await login(a, email, {}, randomIp())).statusCode, 429);
      // The counters are in Redis, not in either process.
      const client = new Redis(redis.url);
      try {
        const keys = await client.keys('academy-api-rl:*');
        assert.ok(
          keys.some((key) => key.includes(`login:email:${email}`)),
          keys.join(','),
        );
      } finally {
        client.disconnect();
      }
    });

    test('per IP (login route and the global limit) across two replicas', async () => {
      const [a, b] = await twoReplicas({ AUTH_RATE_LIMIT_IP_MAX: 2, RATE_LIMIT_MAX: 3 });
      const ip = randomIp();
      assert.equal((await login(a, 'ip1@example.test', {}, ip)).statusCode, 401);
      assert.equal((await login(b, 'ip2@example.test', {}, ip)).statusCode, 401);
      assert.equal((await login(a, 'ip3@example.test', {}, ip)).statusCode, 429);

      const reader = randomIp();
      const read = (app: FastifyInstance) => app.inject({ url: '/client/categories', remoteAddress: reader });
      assert.equal((await read(a)).statusCode, 200);
      assert.equal((await read(b)).statusCode, 200);
      assert.equal((await read(a)).statusCode, 200);
      assert.equal((await read(b)).statusCode, 429);
    });

    test('Redis down: requests are still served (no 500), the limit resumes when it is back', async () => {
      const [a] = await twoReplicas({});
      const own = await startRedis();
      const app = await buildTestApp({ config: accountConfig({ REDIS_URL: own.url, RATE_LIMIT_MAX: 2 }) });
      await stopRedis(own);
      const response = await app.inject({ url: '/client/categories', remoteAddress: randomIp() });
      assert.equal(response.statusCode, 200);
      assert.equal((await a.inject({ url: '/client/categories' })).statusCode, 200);
    });
  },
);
