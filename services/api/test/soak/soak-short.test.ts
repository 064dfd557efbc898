/**
 * The short soak (soak/soak.ts) inside `npm test`: the API on its own PostgreSQL under mixed
 * load (50 users here; `pnpm test:soak` runs 200 for minutes), killed and restarted, then
 * PostgreSQL stopped and started. No 5xx outside the outages, no acknowledged write lost,
 * and the API ready again by itself after each fault. Runs with TEST_DB=postgres only (the
 * PostgreSQL pass of the suite); it starts and stops its own cluster and API process.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatReport, runSoak } from '../../soak/soak.ts';
import { testDbKind } from '../support/database.ts';

test(
  'short soak: load, API killed and restarted, PostgreSQL stopped and started',
  { skip: testDbKind() !== 'postgres' && 'runs in the PostgreSQL pass (TEST_DB=postgres)', timeout: 600_000 },
  async () => {
    const report = await runSoak({ users: 50, steadyMs: 5_000, dbDownMs: 3_000, faults: true, log: () => undefined });
    console.log(formatReport(report));
    assert.ok(report.requests > 100, `only ${report.requests} requests`);
    assert.equal(report.server5xxOutside, 0, report.outsideFailureSamples.join('; '));
    assert.equal(report.networkErrorsOutside, 0, report.outsideFailureSamples.join('; '));
    assert.equal(report.writes.favouritesLost, 0);
    assert.equal(report.writes.pointsLost, 0);
    assert.ok(report.writes.favouritesChecked > 0 && report.writes.pointsCreditedAcknowledged > 0);
    assert.equal(report.recoveries.length, 2);
    for (const recovery of report.recoveries) assert.ok(recovery.readyAfter, recovery.fault);
  },
);
