import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { loadContent } from '../../../../src/content/load.ts';
import { subscriptionPackages } from '../../../../src/db/schema/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

const packagesYaml = (extra = '') =>
  [
    '- slug: monthly',
    '  price: 500',
    '  durationDays: 30',
    '  hintCount: 10',
    '  mainQuizCount: 20',
    '  earnPoints: true',
    '  unlimitedExclusive: true',
    '  nftMembershipCard: false',
    '  validFrom: 2026-01-01',
    '  en: { name: Monthly, description: One month }',
    '  th: { name: รายเดือน, description: หนึ่งเดือน }',
    '- slug: yearly',
    '  ranking: 5',
    '  price: 3900',
    '  durationDays: 365',
    '  hintCount: 200',
    '  mainQuizCount: 365',
    '  earnPoints: true',
    '  unlimitedExclusive: true',
    '  nftMembershipCard: true',
    '  en: { name: Yearly }',
    '  th: { name: รายปี }',
    '- slug: songkran',
    '  price: 500',
    '  durationDays: 14',
    '  hintCount: 5',
    '  mainQuizCount: 10',
    '  earnPoints: false',
    '  unlimitedExclusive: true',
    '  nftMembershipCard: false',
    '  validFrom: 2026-04-01',
    '  validUntil: 2026-04-30T00:00:00Z',
    '  en: { name: Songkran }',
    '  th: { name: สงกรานต์ }',
    extra,
  ].join('\n');

describe('subscription catalogue (content/subscriptions/packages.yaml -> GET /client/subscriptions)', () => {
  test('the repository catalogue is valid: at least three packages from $5, one with the NFT card, bilingual', () => {
    const { packages, errors } = loadContent(path.join(repoRoot, 'content'));
    assert.deepEqual(errors, []);
    assert.ok(packages.length >= 3);
    assert.equal(Math.min(...packages.map((p) => p.price)), 500);
    assert.ok(packages.some((p) => p.nftMembershipCard));
    for (const p of packages) assert.ok(p.en.name && p.th.name && p.durationDays > 0);
  });

  test('the import writes the packages; GET /client/subscriptions lists those on offer now', async () => {
    const fixture = new ContentFixture();
    fixture.standard();
    fixture.write('subscriptions/packages.yaml', packagesYaml());
    const app = await buildTestApp();
    const clock = fakeClock(app, new Date('2025-12-31T23:59:59Z'));
    await importContent(app.db, fixture.dir);
    const list = async () => {
      const response = await app.inject('/client/subscriptions');
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as Array<Record<string, unknown>>;
    };

    // before monthly's validFrom: only the open-ended yearly
    assert.deepEqual(
      (await list()).map((p) => p.slug),
      ['yearly'],
    );

    clock.at = new Date('2026-04-10T00:00:00Z');
    const offered = await list();
    assert.deepEqual(
      offered.map((p) => p.slug),
      ['monthly', 'songkran', 'yearly'],
    );
    assert.deepEqual(offered[0], {
      id: offered[0]!.id,
      slug: 'monthly',
      name: { en: 'Monthly', th: 'รายเดือน' },
      description: { en: 'One month', th: 'หนึ่งเดือน' },
      price: 500,
      currency: 'USD',
      durationDays: 30,
      hintCount: 10,
      mainQuizCount: 20,
      earnPoints: true,
      unlimitedExclusive: true,
      nftMembershipCard: false,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: null,
    });
    assert.equal(offered[2]!.nftMembershipCard, true);

    // validUntil is exclusive
    clock.at = new Date('2026-04-30T00:00:00Z');
    assert.deepEqual(
      (await list()).map((p) => p.slug),
      ['monthly', 'yearly'],
    );

    // a package removed from content/ is no longer offered (the row stays for its purchases)
    fixture.write(
      'subscriptions/packages.yaml',
      packagesYaml().replace(/- slug: yearly[\s\S]*?th: \{ name: รายปี \}\n/, ''),
    );
    fixture.write('subscriptions/extra.yaml', '# unrelated file\n');
    assert.throws(() => {
      const { errors } = loadContent(fixture.dir);
      if (errors.length) throw new Error(errors.join('; '));
    }, /at least three packages/);
    fixture.write('subscriptions/packages.yaml', packagesYaml().replace('- slug: yearly', '- slug: yearly-2027'));
    await importContent(app.db, fixture.dir);
    assert.deepEqual(
      (await list()).map((p) => p.slug),
      ['monthly', 'yearly-2027'],
    );
    const [old] = await app.db.select().from(subscriptionPackages).where(eq(subscriptionPackages.slug, 'yearly'));
    assert.equal(old?.active, false);
  });

  test('invalid packages are content errors, not imports', () => {
    const fixture = new ContentFixture();
    fixture.standard();
    fixture.write(
      'subscriptions/packages.yaml',
      packagesYaml(
        [
          '- slug: Bad Slug',
          '  price: 0',
          '  durationDays: -1',
          '  hintCount: 1.5',
          '  mainQuizCount: 1',
          '  earnPoints: yes please',
          '  unlimitedExclusive: true',
          '  nftMembershipCard: false',
          '  validFrom: 2026-05-01',
          '  validUntil: 2026-04-01',
          '  en: { name: Bad }',
          '  th: { name: "" }',
        ].join('\n'),
      ),
    );
    const { errors } = loadContent(fixture.dir);
    for (const expected of [
      'slug must be lower-case',
      'price must be a positive integer',
      'durationDays must be a positive integer',
      'hintCount must be a non-negative integer',
      'earnPoints must be true or false',
      'validUntil must be after validFrom',
      'th.name required',
    ]) {
      assert.ok(
        errors.some((e) => e.includes(expected)),
        `${expected} in ${errors.join('\n')}`,
      );
    }
    fixture.write('subscriptions/packages.yaml', 'slug: [not a list');
    assert.ok(loadContent(fixture.dir).errors.some((e) => e.includes('invalid YAML')));
  });
});
