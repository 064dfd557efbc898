import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The journeys that matter, against the real docker composition (docker-compose.yml) that the
// compose suite (scripts/compose-suite.mjs, `node scripts/test.mjs compose`) built and started
// on ports moved by E2E_PORT_OFFSET, every request through its front door. The same specs as the
// process e2e, plus compose/ (a remote redeployed alone with `docker-compose up -d --no-deps
// --build mf-quiz`; the replicas behind the front door; the remotes' registry on both shells). Only the journeys that cross every
// container (browser -> front door -> shell/remotes -> API -> PostgreSQL, Redis, mail, exchange);
// the screens themselves are the process e2e's job.
// One journey at a time: the process e2e's lanes (its projects, which pick their own spec files)
// are not for the composed site.
const { projects: _lanes, ...shared } = base;

export default defineConfig({
  ...shared,
  workers: 1,
  testDir: '.',
  testMatch: [
    'tests/content.spec.ts',
    'tests/account.spec.ts',
    'tests/main-quiz.spec.ts',
    'tests/subscriptions.spec.ts',
    'tests/isolation.spec.ts',
    'compose/*.spec.ts',
  ],
  grep: [
    /home -> filter -> article -> glossary -> Thai/,
    /register -> verify by mail -> login/,
    /exchange sign-on with a KYC-verified sandbox user/,
    // learn and earn: a quiz result, points and a certificate on PostgreSQL; a wallet payment
    // and an NFT mint through the exchange sandbox's container
    /passes a free quiz from the article, gets the certificate/,
    /buys the NFT package with the wallet PIN/,
    /with one remote stopped the rest works/,
    /redeployed alone/,
    /behind the front door/,
  ],
  retries: 1,
  timeout: 90_000,
  // the composed site on a busy host answers slower than the process composition
  expect: { timeout: 30_000 },
  globalSetup: './support/compose-setup.ts',
  globalTeardown: undefined,
});
