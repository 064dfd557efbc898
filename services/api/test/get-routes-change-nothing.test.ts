/**
 * Issue 30 item 3: no GET changes state. A GET is what a cross-site link or a prefetch makes with
 * the learner's Lax session cookie and no CSRF check, so every GET route of the OpenAPI document
 * (new ones too: the walk reads the document) is called on seeded data by a signed-in learner with
 * a history, a signed-in newcomer, a learner whose certificate waits to be issued, and a visitor,
 * and every table must be exactly as before.
 *
 * What is not counted, and why:
 * - `sessions.last_seen_at`: the idle timeout's stamp, moved (at most once a minute) by every
 *   request signed in by that session whatever its method; it is the session's own bookkeeping,
 *   nothing a learner did. The walk runs minutes after the seed, so the stamp does move.
 * The rolling pop quiz schedule makes a slot's window row on the first read of that slot (the
 * same row on every replica, nobody's data): the seed read the slot the walk runs in, so that is
 * not counted either, and the walk shows that a read of an existing slot writes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SESSION_COOKIE } from '../src/lib/session-cookie.ts';
import { seedForGetWalk } from './support/get-walk-seed.ts';
import { changedTables, snapshotTables } from './support/table-snapshot.ts';

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
}

const IGNORED_COLUMNS = { sessions: ['last_seen_at'] };

test('no GET route of the OpenAPI document changes a table, signed in or not', async () => {
  const { app, clock, sessions, ids } = await seedForGetWalk();
  clock.at = new Date(clock.at.getTime() + 3 * 60_000); // the running pop quiz try is past its deadline

  // Path parameters from the seed, per route; several sets: each is walked. A new GET route with
  // a path parameter fails here until it is given a seeded value.
  const pathValues: Record<string, Array<Record<string, string | number>>> = {
    '/client/glossaries/{id}': [{ id: ids.glossary }],
    '/client/blogs/cards/{file}': ids.cards.map((file) => ({ file })),
    '/client/blogs/covers/{file}': ids.covers.map((file) => ({ file })),
    // reads the file storage only (no table); the seed's articles have no diagram
    '/client/blogs/images/{file}': [{ file: 'what-is-bitcoin-diagram-0123456789abcdef-640x360.svg' }],
    '/client/blogs/slug/{slug}': [{ slug: ids.blogSlug }],
    '/client/pages/{slug}': [{ slug: 'about-us' }],
    '/client/user-clients/profile-images/{name}': [{ name: '00000000-0000-4000-8000-000000000000.webp' }],
    '/client/user-subscription-infos/{id}': [{ id: ids.subscription }],
    '/client/user-subscription-infos/orders/{orderKey}': [{ orderKey: ids.orderKey }],
    '/client/v2/quiz_v2/slug/{slug}': [{ slug: ids.passedQuiz.slug }, { slug: ids.runningQuiz.slug }],
    '/client/v2/articles/{id}/quiz': [{ id: ids.passedQuiz.blogId }],
    '/client/v2/quiz_v2/{id}/progress': [{ id: ids.runningQuiz.id }, { id: ids.passedQuiz.id }],
    '/client/v2/quiz_v2/{id}/result': [{ id: ids.passedQuiz.id }],
    '/client/v2/quiz_v2/{id}/certificate': [{ id: ids.passedQuiz.id }],
    '/client/certificates/{publicId}': [{ publicId: ids.certificate }],
    '/client/pop-quizs/{id}/question': [{ id: ids.popQuizzes.rolling }, { id: ids.popQuizzes.pinned }],
    '/client/reward-trackings/{id}': [{ id: ids.trackingId }],
    '/client/events/{slug}': [{ slug: 'hackathon' }],
    '/client/paths/{slug}': [{ slug: 'start' }],
    '/client/v2/paths/{slug}/certificate': [{ slug: 'start' }],
    '/client/v2/reading/{slug}': [{ slug: 'what-is-bitcoin' }],
  };
  // Query strings: a required parameter's value, or the variant that reads more (each walked).
  const queries: Record<string, string[]> = {
    '/client/footers': ['?type=Privacy-Policy'],
    '/client/coupon-codes/check': ['?code=NOPE-0000'],
    '/client/search': ['?q=bitcoin'],
    '/client/v2/quiz_v2/slug/{slug}': ['', '?isMyQuiz=true'],
    '/client/pop-quiz-histories-by-user': ['', '?q=question'],
    '/client/unsubscribe': ['', '?token=1.forged'],
  };
  const callers: Array<{ name: string; cookies: Record<string, string> }> = [
    { name: 'learner', cookies: { [SESSION_COOKIE]: sessions.learner } },
    { name: 'newcomer', cookies: { [SESSION_COOKIE]: sessions.newcomer } },
    { name: 'nameless', cookies: { [SESSION_COOKIE]: sessions.nameless } },
    { name: 'visitor', cookies: {} },
  ];

  const document = app.swagger() as { paths: Record<string, { get?: Operation }> };
  const getPaths = Object.entries(document.paths).filter(([, ops]) => ops.get);
  assert.ok(getPaths.length > 40, `${getPaths.length} GET routes in the document`);
  assert.ok(getPaths.some(([path]) => path === '/client/pop-quizs/{id}/question'));

  const before = await snapshotTables(app, IGNORED_COLUMNS);
  const walked: string[] = [];
  for (const [path, ops] of getPaths) {
    const names = (ops.get!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const sets = names.length ? pathValues[path] : [{}];
    assert.ok(sets?.length, `${path}: give its path parameters (${names.join(', ')}) seeded values`);
    for (const values of sets) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name])));
      for (const query of queries[path] ?? ['']) {
        for (const caller of callers) {
          const response = await app.inject({ method: 'GET', url: url + query, cookies: caller.cookies });
          assert.ok(response.statusCode < 500, `${caller.name} GET ${url + query}: ${response.statusCode}`);
          walked.push(`${caller.name} GET ${url + query} ${response.statusCode}`);
        }
      }
    }
  }
  const after = await snapshotTables(app, IGNORED_COLUMNS);
  assert.deepEqual(changedTables(before, after), [], `tables changed by the walk:\n${walked.join('\n')}`);
  // The walk did real work: the learner's reads answered with data.
  for (const expected of [
    `learner GET /client/pop-quizs/${ids.popQuizzes.rolling}/question 200`,
    `newcomer GET /client/pop-quizs/${ids.popQuizzes.rolling}/question 409`,
    `learner GET /client/v2/quiz_v2/${ids.runningQuiz.id}/progress 200`,
    'learner GET /client/v2/reading/what-is-bitcoin 200',
    'learner GET /client/v2/paths/progress 200',
    `learner GET /client/user-subscription-infos/orders/${ids.orderKey} 200`,
    `nameless GET /client/v2/quiz_v2/${ids.passedQuiz.id}/certificate 404`,
  ]) {
    assert.ok(walked.includes(expected), `${expected} in\n${walked.join('\n')}`);
  }
});
