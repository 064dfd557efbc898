import { sleep } from './api-process.ts';
import { PASSWORD, type Seeded } from './seed.ts';

export interface Sample {
  start: number;
  end: number;
  status: number; // 0 = network error
  kind: string;
  error?: string;
}

/** What the virtual users did and were told: every request, and the writes acknowledged (or maybe done). */
export interface Recorded {
  samples: Sample[];
  /** `userId:blogId` -> the last acknowledged status; uncertain after a request cut off by a fault. */
  favourites: Map<string, { status: 'SAVED' | 'UNSAVED' | null; uncertain: boolean }>;
  /** userId -> points acknowledged, and points a cut-off request may or may not have credited. */
  points: Map<number, { acknowledged: number; uncertain: number }>;
  quizFinishes: number;
  couponRedeems: number;
}

/**
 * `users` virtual users against `base`, each one request at a time over keep-alive HTTP:
 * reads (article list and page, glossary, categories, search), logins, favourite toggles,
 * quiz start/submit/finish (points) and coupon redeems (points). Runs until `stop()`.
 */
export function startLoad(base: string, seeded: Seeded, users: number) {
  const recorded: Recorded = {
    samples: [],
    favourites: new Map(),
    points: new Map(),
    quizFinishes: 0,
    couponRedeems: 0,
  };
  const { samples, favourites, points } = recorded;
  let stopping = false;

  const call = async (
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> => {
    const start = performance.now();
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        signal: AbortSignal.timeout(30_000),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      samples.push({ start, end: performance.now(), status: response.status, kind });
      if (response.status >= 500) await sleep(500);
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: response.status, json };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      samples.push({ start, end: performance.now(), status: 0, kind, error: cause ?? (error as Error).name });
      // A client backs off when the server is unreachable instead of hammering it.
      await sleep(500);
      return { status: 0, json: null };
    }
  };

  const virtualUser = async (index: number) => {
    const user = seeded.users[index]!;
    const account = { acknowledged: 0, uncertain: 0 };
    points.set(user.id, account);
    let token: string | undefined;
    const quizDone = new Set<number>();
    const couponsDone = new Set<string>();
    let random = index * 7919 + 1;
    const next = () => {
      random = (random * 1103515245 + 12345) % 2147483648;
      return random / 2147483648;
    };
    const login = async () => {
      const response = await call('login', 'POST', '/client/user-clients/login', undefined, {
        email: user.email,
        password: PASSWORD,
      });
      token = response.status === 200 ? (response.json as { token: string }).token : undefined;
    };
    // Arrive over the first two seconds, not all in the same millisecond.
    await sleep((index / users) * 2_000);
    while (!stopping) {
      if (!token) {
        await login();
        if (!token) {
          await sleep(200);
          continue;
        }
      }
      const roll = next();
      const blog = seeded.blogs[Math.floor(next() * seeded.blogs.length)]!;
      if (roll < 0.14) await call('read', 'GET', '/client/blogs?_limit=12&_sort=published_at:DESC');
      else if (roll < 0.26) await call('read', 'GET', `/client/blogs/slug/${blog.slug}`, token);
      else if (roll < 0.34) await call('read', 'GET', '/client/glossaries?_limit=20');
      else if (roll < 0.4) await call('read', 'GET', '/client/categories');
      else if (roll < 0.48) await call('read', 'GET', `/client/search?q=${next() < 0.5 ? 'bitcoin' : 'liquidity'}`);
      else if (roll < 0.54) await call('read', 'GET', '/client/user-clients/me', token);
      else if (roll < 0.58) await login();
      else if (roll < 0.8) {
        const key = `${user.id}:${blog.id}`;
        const state = favourites.get(key) ?? { status: null, uncertain: false };
        const status = state.status === 'SAVED' ? 'UNSAVED' : 'SAVED';
        const response = await call('favourite', 'PUT', `/client/favorites/${blog.id}`, token, {
          type: 'blog',
          status,
        });
        if (response.status === 200) favourites.set(key, { status, uncertain: false });
        else if (response.status === 0 || response.status >= 500) favourites.set(key, { ...state, uncertain: true });
        if (response.status === 401) token = undefined;
      } else if (roll < 0.9) {
        const quiz = seeded.quizzes[Math.floor(next() * seeded.quizzes.length)]!;
        if (quizDone.has(quiz.id)) {
          await call('read', 'GET', `/client/v2/quiz_v2/${quiz.id}/result`, token);
          continue;
        }
        const started = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/start`, token);
        if (started.status !== 200) continue;
        const submitted = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/questions/1/submit`, token, {
          selectedAnswers: [0],
        });
        if (submitted.status !== 200 && submitted.status !== 409) continue;
        const finished = await call('quiz', 'POST', `/client/v2/quiz_v2/${quiz.id}/finish`, token);
        if (finished.status === 200) {
          quizDone.add(quiz.id);
          recorded.quizFinishes += 1;
          account.acknowledged += (finished.json as { pointsEarned?: number }).pointsEarned ?? 0;
        } else if (finished.status === 0 || finished.status >= 500) {
          // It may have committed: the credit is possible, not owed.
          quizDone.add(quiz.id);
          account.uncertain += quiz.rewardPoints;
        }
      } else {
        const coupon = seeded.coupons[Math.floor(next() * seeded.coupons.length)]!;
        if (couponsDone.has(coupon.code)) {
          await call('read', 'GET', '/client/user-clients/me', token);
          continue;
        }
        const response = await call('coupon', 'POST', '/client/coupon-codes/redeem', token, { code: coupon.code });
        if (response.status === 200) {
          couponsDone.add(coupon.code);
          recorded.couponRedeems += 1;
          account.acknowledged += coupon.points ?? 0;
        } else if (response.status === 0 || response.status >= 500) {
          couponsDone.add(coupon.code);
          account.uncertain += coupon.points ?? 0;
        }
      }
    }
  };

  const runners = Array.from({ length: users }, (_, i) => virtualUser(i));
  return {
    recorded,
    /** Lets every virtual user finish its current request, then resolves. */
    async stop(): Promise<Recorded> {
      stopping = true;
      await Promise.all(runners);
      return recorded;
    },
  };
}
