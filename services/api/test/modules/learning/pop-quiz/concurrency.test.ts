import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { popQuizzes } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { testDbKind } from '../../../support/database.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createPopQuiz, createPopQuizQuestion, shownPositions } from '../../../support/pop-quizzes.ts';

// PGlite runs transactions one after another, so only PostgreSQL can show a race.
test(
  '100 concurrent correct answers to a pop quiz with quota 10: exactly 10 completed, 90 outofreward, ledgers match balances',
  { skip: testDbKind() !== 'postgres' && 'needs PostgreSQL (TEST_DB=postgres)' },
  async () => {
    const app = await buildTestApp();
    const now = new Date('2030-03-01T10:05:00Z');
    fakeClock(app, now);
    const question = await createPopQuizQuestion(app, { correct: [2] });
    const window = await createPopQuiz(app, question, {
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 30 * 60_000),
      rewardQuota: 10,
      rewardPoints: 40,
    });
    const learners = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const user = await createUser(app);
        const { token } = await createSession(app, user);
        return { user, token };
      }),
    );
    const answers = new Map<string, number[]>();
    for (const { token } of learners) {
      const opened = await app.inject({
        method: 'POST',
        url: `/client/pop-quizs/${window.id}/open`,
        headers: { token },
      });
      assert.equal(opened.statusCode, 200, opened.body);
      answers.set(token, shownPositions(opened.json().choices, question, [2]));
    }
    const results = await Promise.all(
      learners.map(({ token }) =>
        app.inject({
          method: 'POST',
          url: `/client/pop-quizs/${window.id}/questions/${question.id}/submit`,
          headers: { token },
          payload: { selectedAnswers: answers.get(token) },
        }),
      ),
    );
    const statuses = results.map((r) => {
      assert.equal(r.statusCode, 200, r.body);
      return r.json().status as string;
    });
    assert.equal(statuses.filter((s) => s === 'completed').length, 10);
    assert.equal(statuses.filter((s) => s === 'outofreward').length, 90);
    assert.deepEqual(await app.repositories.popQuizTries.countByStatus(window.id), {
      completed: 10,
      outofreward: 90,
    });
    const [row] = await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, window.id));
    assert.equal(row?.rewardRemaining, 0);
    let credited = 0;
    for (const { user } of learners) {
      const balance = (await app.repositories.users.findById(user.id))!.point;
      assert.equal(await app.repositories.points.ledgerSum(user.id), balance, `user ${user.id}`);
      credited += balance;
    }
    assert.equal(credited, 10 * 40);
  },
);
