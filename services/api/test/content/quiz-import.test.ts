import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture, quizYaml } from '../support/content-fixture.ts';
import { expectError, quizPlayer } from '../support/quizzes.ts';
import { importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { articleQuizzes, quizAttempts, quizRevealedQuestions } from '../../src/db/schema/index.ts';

const FILE = 'articles/what-is-bitcoin/quiz.yaml';

/** quiz.yaml pools: slugs and size checked; a changed pool invalidates only attempts of changed questions. */
describe('content: main quiz pools', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const { call, learner, answerKey } = quizPlayer(() => app);
  const quizRow = async () =>
    (await app.db.select().from(articleQuizzes).where(eq(articleQuizzes.slug, 'what-is-bitcoin')))[0]!;

  before(async () => {
    fixture.standard();
    app = await buildTestApp();
    await importContent(app.db, fixture.dir);
  });

  test('every question needs a kebab-case slug, unique in its quiz, and a pool needs at least 12', () => {
    const errorsWith = (yaml: string) => {
      fixture.write(FILE, yaml);
      return loadContent(fixture.dir).errors.filter((e) => e.startsWith(FILE));
    };
    assert.deepEqual(errorsWith(quizYaml(12)), []);
    assert.deepEqual(errorsWith(quizYaml(11)), [`${FILE}: needs at least 12 questions, has 11`]);
    assert.deepEqual(errorsWith(quizYaml(12).replace('slug: q3\n    correct', 'correct')), [
      `${FILE} question 4: slug must be kebab-case (a-z, 0-9, -), at most 80 characters`,
    ]);
    assert.deepEqual(errorsWith(quizYaml(12).replace('slug: q3\n', 'slug: Q_3\n')), [
      `${FILE} question 4: slug must be kebab-case (a-z, 0-9, -), at most 80 characters`,
    ]);
    assert.deepEqual(errorsWith(quizYaml(12).replace('slug: q3\n', 'slug: q2\n')), [
      `${FILE} question 4: slug "q2" is used twice in this quiz`,
    ]);
    assert.deepEqual(errorsWith(quizYaml(12).replace('correct: [1]', 'correct: [1, 1]')), [
      `${FILE} question 1: correct must list valid choice indexes`,
    ]);
    fixture.write(FILE, quizYaml(12));
  });

  test('the importer stores the slugs; adding a question disturbs no open attempt, editing one invalidates only attempts that drew it', async () => {
    assert.deepEqual(
      (await quizRow()).questions.map((q) => q.slug),
      Array.from({ length: 12 }, (_, i) => `q${i}`),
    );
    const quiz = await quizRow();
    const url = (tail: string) => `/client/v2/quiz_v2/${quiz.id}/${tail}`;
    const players = await Promise.all(Array.from({ length: 6 }, () => learner()));
    for (const p of players) assert.equal((await call('POST', url('start'), { token: p.token })).statusCode, 200);

    // a new question: the pool changes (version 2), every open attempt carries on
    fixture.write(FILE, quizYaml(13));
    await importContent(app.db, fixture.dir);
    assert.equal((await quizRow()).version, quiz.version + 1);
    for (const p of players) {
      assert.equal((await call('GET', url('progress'), { token: p.token })).json().current, true);
    }

    // q5 edited: attempts that drew q5 see "This quiz has changed since you started it. Please start it again.", the others carry on
    fixture.write(FILE, quizYaml(13).replace('question: "Q5?"', 'question: "Q5 reworded?"'));
    await importContent(app.db, fixture.dir);
    assert.equal((await quizRow()).version, quiz.version + 2);
    for (const p of players) {
      const drewQ5 = (await answerKey(quiz.id, p.token)).some((k) => k.slug === 'q5');
      const submit = await call('POST', url('questions/1/submit'), { token: p.token, body: { selectedAnswers: [0] } });
      if (drewQ5) expectError(submit, 409, 'QUIZ_DATA_CHANGED');
      else assert.equal(submit.statusCode, 200, submit.body);
      const restarted = await call('POST', url('start'), { token: p.token });
      assert.equal(restarted.json().current, true);
    }
  });

  test('results shown before pools (questions without slugs) count as revealed once the pool is imported', async () => {
    const quiz = await quizRow();
    const { user } = await learner();
    const old = { ...quiz.questions[2]!, slug: undefined } as unknown as (typeof quiz.questions)[number];
    const at = new Date('2026-01-05T10:00:00Z');
    const [attempt] = await app.db
      .insert(quizAttempts)
      .values({
        userId: user.id,
        quizId: quiz.id,
        quizVersion: quiz.version,
        questions: [old],
        status: 'finished',
        total: 1,
        passed: false,
        grade: 'F',
        score: 0,
        correctCount: 0,
        startedAt: at,
        updatedAt: at,
        finishedAt: at,
      })
      .returning();
    fixture.write(FILE, quizYaml(14));
    await importContent(app.db, fixture.dir);
    const rows = await app.db
      .select()
      .from(quizRevealedQuestions)
      .where(and(eq(quizRevealedQuestions.userId, user.id), eq(quizRevealedQuestions.quizId, quiz.id)));
    assert.deepEqual(
      rows.map((r) => [r.questionSlug, r.attemptId]),
      [['q2', attempt!.id]],
    );
  });
});
