import assert from 'node:assert/strict';
import { test } from 'node:test';
import { provinces } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { accountConfig } from '../../../support/accounts.ts';

test('GET /client/provinces -> the 77 provinces in English and Thai, seeded once, cached', async () => {
  const app = await buildTestApp({ config: accountConfig() });
  const response = await app.inject('/client/provinces');
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['cache-control']), /max-age=86400/);
  const list = response.json() as Array<{ id: number; code: string; name_en: string; name_th: string }>;
  assert.equal(list.length, 77);
  assert.equal(new Set(list.map((p) => p.code)).size, 77);
  assert.equal(new Set(list.map((p) => p.name_th)).size, 77);
  assert.deepEqual(
    { ...list.find((p) => p.code === 'TH-10'), id: undefined },
    { id: undefined, code: 'TH-10', name_en: 'Bangkok', name_th: 'กรุงเทพมหานคร' },
  );
  assert.ok(list.some((p) => p.name_en === 'Bueng Kan' && p.name_th === 'บึงกาฬ'));
  for (const p of list) assert.match(p.name_th, /^[\u0E00-\u0E7F]+$/);

  // Seeding again (another start) adds nothing; the cached answer does not hit the database again.
  await app.repositories.provinces.seed();
  assert.equal((await app.db.select().from(provinces)).length, 77);
  await app.db.delete(provinces);
  assert.equal((await app.inject('/client/provinces')).json().length, 77);
});
