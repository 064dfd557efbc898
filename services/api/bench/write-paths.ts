/**
 * Write-path targets of `pnpm bench:api` (PostgreSQL): each request is a distinct user's real
 * write, seeded so that every answer is 2xx (a non-2xx count above 0 is a bench bug or an API
 * error, printed beside the figures).
 *
 * - main-quiz question submit: 200 KYC-verified users, each with a started attempt on a
 *   10-question quiz; requests cycle user by user over the questions (the answer upsert).
 * - pop-quiz submit: 250 users x 20 open windows, each try opened (inprogress); the correct
 *   answer, window by window, so 50 connections race on one window's quota row like a live
 *   pop quiz; quota = users, so every answer is `completed` with points credited.
 *   Fixed count (5000 requests: every try answered once), not a duration.
 * - redeem submit: 200 subscribed, KYC-verified users with 1,000,000 points and a wallet, one
 *   crypto reward (100 points, quota 10,000,000, no limits); each request debits points, takes
 *   quota, writes the redeem, its tracking and the payout job (the job worker is off).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { popQuizHistories } from '../src/db/schema/index.ts';
import { createSession, grantSubscription } from '../test/support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from '../test/support/pop-quizzes.ts';
import { createQuiz } from '../test/support/quizzes.ts';
import { createReward, TEST_WALLET } from '../test/support/redeem.ts';

export interface WriteResult {
  name: string;
  result: Result;
  seeded: string;
}
interface Options {
  connections: number;
  duration: number;
  tmp: string;
}
interface Job {
  path: string;
  token: string;
  body?: unknown;
}

const worker = path.join(import.meta.dirname, 'write-worker.mjs');

async function users(app: FastifyInstance, n: number, prefix: string) {
  const made: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < n; i += 1) {
    const user = await app.repositories.users.create({
      email: `${prefix}${i}@bench.test`,
      passwordHash: 'bench-no-login',
      name: `Bench${i}`,
      surname: 'User',
      emailVerifiedAt: new Date(),
      kycStatus: 'verified',
      walletAddressBitkubNext: TEST_WALLET,
    });
    const { token } = await createSession(app, user);
    made.push({ id: user.id, token });
  }
  return made;
}

async function fire(
  name: string,
  app: FastifyInstance,
  options: Options,
  requests: Job[],
  seeded: string,
  amount?: number,
): Promise<WriteResult> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // One request by hand first: a wrong seed fails here with its message, not as 5000 non-2xx.
  const first = requests[0]!;
  const check = await fetch(`${address}${first.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(first.body ?? {}),
  });
  if (check.status !== 200) throw new Error(`${name}: ${first.path} answered ${check.status} ${await check.text()}`);
  const file = path.join(options.tmp, `${name.replace(/\W+/g, '-')}.json`);
  // The check consumed the first item of a fixed-count target.
  const rest = amount ? requests.slice(1) : requests;
  fs.writeFileSync(
    file,
    JSON.stringify({
      url: address,
      connections: options.connections,
      duration: options.duration,
      amount: amount ? amount - 1 : undefined,
      requests: rest,
    }),
  );
  process.stderr.write(
    `${name}: ${options.connections} connections${amount ? `, ${amount - 1} requests` : `, ${options.duration} s`}...\n`,
  );
  const { stdout } = await promisify(execFile)(process.execPath, [worker, file], { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as Result;
  if (result.errors || result.non2xx || result.timeouts) {
    process.stderr.write(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts\n`);
  }
  return { name, result, seeded };
}

export const writeTargets: Array<{ key: string; run(app: FastifyInstance, options: Options): Promise<WriteResult> }> = [
  {
    key: 'quiz',
    async run(app, options) {
      const USERS = 200;
      const QUESTIONS = 10;
      const { quiz } = await createQuiz(app, { questions: QUESTIONS });
      const people = await users(app, USERS, 'quiz');
      for (const user of people) {
        const started = await app.inject({
          method: 'POST',
          url: `/client/v2/quiz_v2/${quiz.id}/start`,
          headers: { authorization: `Bearer ${user.token}` },
        });
        if (started.statusCode !== 200) throw new Error(`quiz start: ${started.statusCode} ${started.body}`);
      }
      const requests: Job[] = [];
      for (let q = 1; q <= QUESTIONS; q += 1) {
        for (const user of people) {
          requests.push({
            path: `/client/v2/quiz_v2/${quiz.id}/questions/${q}/submit`,
            token: user.token,
            body: { selectedAnswers: [q % 4] },
          });
        }
      }
      return fire(
        'POST quiz_v2/{id}/questions/{qid}/submit',
        app,
        options,
        requests,
        `${USERS} users x ${QUESTIONS} questions, started attempts`,
      );
    },
  },
  {
    key: 'pop',
    async run(app, options) {
      const USERS = 250;
      const WINDOWS = 20;
      const now = app.clock.now();
      const people = await users(app, USERS, 'pop');
      const question = await createPopQuizQuestion(app, { correct: [1] });
      const requests: Job[] = [];
      for (let w = 0; w < WINDOWS; w += 1) {
        const window = await createPopQuiz(app, question, {
          startsAt: new Date(now.getTime() - 60_000),
          endsAt: new Date(now.getTime() + 3_600_000),
          rewardQuota: USERS,
          rewardPoints: 10,
          timeLimitSeconds: 3600,
        });
        await app.db.insert(popQuizHistories).values(
          people.map((user) => ({
            userId: user.id,
            popQuizId: window.id,
            questionId: question.id,
            status: 'inprogress' as const,
            openedAt: now,
            deadlineAt: new Date(now.getTime() + 3_600_000),
          })),
        );
        for (const user of people) {
          requests.push({
            path: `/client/pop-quizs/${window.id}/questions/${question.id}/submit`,
            token: user.token,
            body: { selectedAnswers: [1] },
          });
        }
      }
      return fire(
        'POST pop-quizs/{id}/questions/{qid}/submit',
        app,
        options,
        requests,
        `${USERS} users x ${WINDOWS} windows opened, quota ${USERS} each, correct answers`,
        requests.length,
      );
    },
  },
  {
    key: 'redeem',
    async run(app, options) {
      const USERS = 200;
      const people = await users(app, USERS, 'redeem');
      for (const user of people) {
        await app.repositories.points.credit(user.id, 1_000_000, 'bench grant');
        await grantSubscription(app, user);
      }
      const reward = await createReward(app, { pointCost: 100, totalQuota: 10_000_000 });
      const requests: Job[] = people.map((user) => ({
        path: `/client/redeems/${reward.id}/submit`,
        token: user.token,
      }));
      return fire(
        'POST redeems/{id}/submit (crypto)',
        app,
        options,
        requests,
        `${USERS} users, 1,000,000 points each, quota 10,000,000, no limits`,
      );
    },
  },
];
