import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isoWeekOf } from '../../src/lib/iso-week.ts';

test('isoWeekOf: ISO 8601 weeks of the Bangkok day (Monday first; week 1 holds the first Thursday)', () => {
  const cases: Array<[string, string]> = [
    ['2026-11-25T03:00:00Z', '2026-W48'], // Wednesday
    ['2026-11-29T16:59:59Z', '2026-W48'], // Sunday 23:59:59 in Bangkok
    ['2026-11-29T17:00:00Z', '2026-W49'], // Monday 00:00 in Bangkok, still Sunday in UTC
    ['2027-01-03T10:00:00Z', '2026-W53'], // 2026 has 53 weeks
    ['2027-01-03T17:00:00Z', '2027-W01'],
    ['2021-01-01T00:00:00Z', '2020-W53'], // 1 January in the previous year's last week
    ['2024-12-30T00:00:00Z', '2025-W01'], // 30 December in the next year's first week
  ];
  for (const [at, week] of cases) assert.equal(isoWeekOf(new Date(at)), week, at);
});
