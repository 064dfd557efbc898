import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMicroCache } from '../server/page-cache.ts';

describe('micro-cache of anonymous renders', () => {
  it('keeps a render for its TTL per key, shares concurrent misses, and drops failures', async () => {
    let clock = 0;
    let renders = 0;
    const cached = createMicroCache({ ttlMs: 1000, now: () => clock });
    const produce = async () => ({ n: ++renders });
    const [a, b] = await Promise.all([cached('/en|dark', produce), cached('/en|dark', produce)]);
    assert.equal(a, b);
    assert.equal(renders, 1);
    clock = 999;
    assert.equal((await cached('/en|dark', produce)).n, 1);
    assert.equal((await cached('/en|light', produce)).n, 2);
    clock = 1000;
    assert.equal((await cached('/en|dark', produce)).n, 3);
    assert.equal(await cached('/th|', async () => null), null);
    assert.equal((await cached('/th|', produce)).n, 4);
  });

  it('answers a stale page at once for staleMs while one render refreshes it in the background', async () => {
    let clock = 0;
    let renders = 0;
    let release;
    const cached = createMicroCache({ ttlMs: 1000, staleMs: 5000, now: () => clock });
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 1);
    clock = 1500; // stale: the old page now, one render behind it
    const slow = () => new Promise((resolve) => (release = () => resolve({ n: ++renders })));
    assert.equal((await cached('k', slow)).n, 1);
    assert.equal((await cached('k', slow)).n, 1);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(renders, 2, 'one background render for both stale hits');
    assert.equal((await cached('k', slow)).n, 2, 'the refreshed page is kept');
    // a failed refresh keeps the stale page and lets the next request try again
    clock = 3000;
    assert.equal((await cached('k', async () => null)).n, 2);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 2);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 3);
    // past ttl + staleMs a request waits for a fresh render
    clock = 3000 + 1000 + 5000;
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 4);
  });

  it('does not keep a page it may not (rendered while a remote was down): the next request renders again', async () => {
    let clock = 0;
    let renders = 0;
    const cached = createMicroCache({ ttlMs: 1000, staleMs: 5000, now: () => clock, keepable: (v) => !v.failed });
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 1);
    clock = 1500; // stale; the refresh comes back with the remote down
    assert.equal((await cached('k', async () => ({ n: ++renders, failed: true }))).n, 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal((await cached('k', async () => ({ n: ++renders, failed: true }))).failed, true);
    assert.equal((await cached('k', async () => ({ n: ++renders, failed: true }))).n, 4, 'rendered every time');
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 5, 'the remote is back');
    assert.equal((await cached('k', async () => ({ n: ++renders }))).n, 5, 'and kept again');
  });

  it('is off with a TTL of 0', async () => {
    let renders = 0;
    const cached = createMicroCache({ ttlMs: 0 });
    await cached('k', async () => ++renders);
    await cached('k', async () => ++renders);
    assert.equal(renders, 2);
  });
});
