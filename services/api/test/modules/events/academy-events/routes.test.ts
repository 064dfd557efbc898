import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AcademyEvent } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { serviceRoot } from '../../../../src/config.ts';
import { importContent } from '../../../../src/content/importer.ts';
import { loadContent } from '../../../../src/content/load.ts';

/** Issue 36: the Events entry lists each event with its dates, a status from the server's clock, and prizes. */
describe('GET /client/events', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  const at = (iso: string) => (app.clock.now = () => new Date(iso));
  const list = async (lang = 'en'): Promise<AcademyEvent[]> =>
    (await app.inject({ method: 'GET', url: '/client/events', headers: { lang } })).json();
  const statuses = async () => Object.fromEntries((await list()).map((e) => [e.slug, e.status]));

  before(async () => {
    app = await buildTestApp({
      config: {
        HACKATHON_OPENS_AT: new Date('2027-01-01T00:00:00Z'),
        HACKATHON_CLOSES_AT: new Date('2027-02-01T00:00:00Z'),
      },
    });
    await importContent(app.db, path.join(serviceRoot, '..', '..', 'content'));
  });

  test('the real content: the hackathon, then Pitch 2024, with dates and prizes in the request language', async () => {
    at('2026-12-01T00:00:00Z');
    const [hackathon, pitch] = await list();
    assert.equal(hackathon!.slug, 'hackathon');
    assert.equal(pitch!.slug, 'pitch-2024');
    // registration: the window the hackathon form obeys (the API's config), not a copy
    assert.equal(hackathon!.registrationOpensAt, '2027-01-01T00:00:00.000Z');
    assert.equal(hackathon!.registrationClosesAt, '2027-02-01T00:00:00.000Z');
    // days in Thailand: 16 Sep 2024 00:00 +07:00 to the end of 20 Oct 2024
    assert.equal(pitch!.startsAt, '2024-09-15T17:00:00.000Z');
    assert.equal(pitch!.endsAt, '2024-10-20T17:00:00.000Z');
    assert.equal(pitch!.registrationClosesAt, '2024-10-06T17:00:00.000Z');
    assert.ok(hackathon!.prizes.length >= 3);
    assert.match(hackathon!.prizes[0]!.prize, /THB/);
    const [thaiHackathon] = await list('th');
    assert.match(thaiHackathon!.prizes[0]!.prize, /บาท/);
  });

  test('status from the server clock: upcoming, open, closed, finished', async () => {
    at('2026-12-01T00:00:00Z');
    assert.deepEqual(await statuses(), { hackathon: 'upcoming', 'pitch-2024': 'finished' });
    at('2027-01-15T00:00:00Z');
    assert.equal((await statuses()).hackathon, 'open');
    at('2027-02-10T00:00:00Z');
    assert.equal((await statuses()).hackathon, 'closed');
    at('2027-02-21T16:59:59Z'); // the last day, 23:59:59 in Bangkok
    assert.equal((await statuses()).hackathon, 'closed');
    at('2027-02-21T17:00:00Z');
    assert.equal((await statuses()).hackathon, 'finished');
    at('2024-09-20T00:00:00Z');
    assert.equal((await statuses())['pitch-2024'], 'open');
    at('2024-10-10T00:00:00Z');
    assert.equal((await statuses())['pitch-2024'], 'closed');
  });

  test('Pitch 2024 shows its winners once finished, none before; an unknown event is refused', async () => {
    at('2026-12-01T00:00:00Z');
    const pitch = (
      await app.inject({ method: 'GET', url: '/client/events/pitch-2024', headers: { lang: 'th' } })
    ).json();
    assert.equal(pitch.status, 'finished');
    assert.equal(pitch.results[0].team, 'Rice Ledger');
    assert.match(pitch.results[0].place, /ชนะเลิศ/);
    at('2024-10-10T00:00:00Z');
    assert.deepEqual((await app.inject({ method: 'GET', url: '/client/events/pitch-2024' })).json().results, []);
    assert.equal((await app.inject({ method: 'GET', url: '/client/events/nope' })).statusCode, 400);
  });

  test('content:check refuses an unknown event page and a bad file', () => {
    const fixture = new ContentFixture();
    fixture.standard();
    fixture.write('events/party.yaml', 'ranking: 1\n');
    fixture.write('events/hackathon.yaml', 'ranking: 1\nname: { en: H }\n');
    const errors = loadContent(fixture.dir).errors.filter((e) => e.includes('events/'));
    assert.ok(
      errors.some((e) => e.includes('party.yaml') && e.includes('must be an event page')),
      errors.join('\n'),
    );
    assert.ok(
      errors.some((e) => e.includes('hackathon.yaml') && e.includes('name.th')),
      errors.join('\n'),
    );
  });
});
