import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { rewards } from '../../src/db/schema/index.ts';
import { importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';

const kkub = (quota: number) => `type: crypto
pointCost: 200
totalQuota: ${quota}
perUserLimit: 5
perDayLimit: 2
en: { name: 2 KKUB, description: Two KKUB. }
th: { name: 2 KKUB, description: สอง KKUB }
`;

describe('rewards as content', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  before(async () => {
    fixture.standard();
    app = await buildTestApp();
  });

  test('the repository’s own catalogue is valid and has every kind', () => {
    const content = loadContent(path.resolve(import.meta.dirname, '../../../../content'));
    assert.deepEqual(content.errors, []);
    const types = new Set(content.rewards.map((r) => r.type));
    assert.deepEqual([...types].sort(), ['crypto', 'physical', 'subscription']);
    assert.ok(content.rewards.some((r) => r.aPlusOnly));
    assert.ok(content.rewards.filter((r) => r.type === 'subscription').every((r) => r.grant?.packageSlug));
  });

  test('imports rewards; a changed quota moves remaining by the difference; a removed one is retired', async () => {
    fixture.write('rewards/kkub-2.yaml', kkub(10));
    await importContent(app.db, fixture.dir);
    const [row] = await app.db.select().from(rewards).where(eq(rewards.slug, 'kkub-2'));
    assert.deepEqual(
      [row?.type, row?.pointCost, row?.amountKkub, row?.totalQuota, row?.remaining, row?.perDayLimit, row?.active],
      ['crypto', 200, 2, 10, 10, 2, true],
    );
    await app.db.update(rewards).set({ remaining: 4 }).where(eq(rewards.slug, 'kkub-2'));
    fixture.write('rewards/kkub-2.yaml', kkub(15));
    await importContent(app.db, fixture.dir);
    const [grown] = await app.db.select().from(rewards).where(eq(rewards.slug, 'kkub-2'));
    assert.deepEqual([grown?.totalQuota, grown?.remaining], [15, 9]);
    fixture.write('rewards/kkub-2.yaml', kkub(3));
    await importContent(app.db, fixture.dir);
    const [shrunk] = await app.db.select().from(rewards).where(eq(rewards.slug, 'kkub-2'));
    assert.deepEqual([shrunk?.totalQuota, shrunk?.remaining], [3, 0]);
    fixture.remove('rewards/kkub-2.yaml');
    const result = await importContent(app.db, fixture.dir);
    assert.equal(result.deactivated, 1);
    const [retired] = await app.db.select().from(rewards).where(eq(rewards.slug, 'kkub-2'));
    assert.equal(retired?.active, false);
  });

  test('invalid reward files are reported', () => {
    fixture.write(
      'rewards/bad-crypto.yaml',
      'type: crypto\npointCost: 150\ntotalQuota: 1\nen: { name: x }\nth: { name: y }\n',
    );
    fixture.write(
      'rewards/no-grant.yaml',
      'type: subscription\npointCost: 100\ntotalQuota: 1\nen: { name: x }\nth: { name: y }\n',
    );
    fixture.write(
      'rewards/bad-limits.yaml',
      'type: physical\npointCost: 100\ntotalQuota: 0\nperDayLimit: -1\nen: { name: x }\n',
    );
    const { errors } = loadContent(fixture.dir);
    const mine = errors.filter((e) => e.startsWith('rewards/'));
    assert.ok(
      mine.some((e) => e.includes('bad-crypto.yaml') && e.includes('multiple of 100')),
      mine.join('\n'),
    );
    assert.ok(mine.some((e) => e.includes('no-grant.yaml') && e.includes('need a grant')));
    assert.ok(mine.some((e) => e.includes('bad-limits.yaml') && e.includes('totalQuota')));
    assert.ok(mine.some((e) => e.includes('bad-limits.yaml') && e.includes('perDayLimit')));
    assert.ok(mine.some((e) => e.includes('bad-limits.yaml') && e.includes('th.name')));
    for (const file of ['bad-crypto', 'no-grant', 'bad-limits']) fixture.remove(`rewards/${file}.yaml`);
  });
});
