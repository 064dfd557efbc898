import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { blogs, blogTranslations } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createCategories, createSession, createUser } from '../../../support/factories.ts';
import { accountConfig, fakeClock } from '../../../support/accounts.ts';

describe('favorites', () => {
  let app: FastifyInstance;
  let blogIds: number[];
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
    const [category] = await createCategories(app, [{ slug: 'defi', nameEn: 'DeFi', nameTh: 'ดีไฟ' }]);
    const rows = await app.db
      .insert(blogs)
      .values(
        [1, 2, 3].map((n) => ({
          slug: `post-${n}`,
          categoryId: category?.id ?? null,
          difficulty: n === 3 ? 'ADVANCED' : 'BEGINNER',
          readingTime: n * 2,
          exclusive: n === 2,
          tags: ['defi'],
        })),
      )
      .returning({ id: blogs.id });
    blogIds = rows.map((row) => row.id);
    await app.db.insert(blogTranslations).values([
      ...blogIds.map((blogId, i) => ({
        blogId,
        language: 'en',
        title: `Post ${i + 1}`,
        summary: `Summary ${i + 1}`,
      })),
      { blogId: blogIds[0]!, language: 'th', title: 'โพสต์ 1', summary: 'สรุป 1' },
    ]);
  });

  test('save, list as cards (newest first, strapi paging, lang header), count; toggles are idempotent', async () => {
    const clock = fakeClock(app);
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const put = (id: number, status: string, type = 'blog') =>
      app.inject({ method: 'PUT', url: `/client/favorites/${id}`, headers: { token }, payload: { type, status } });
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/client/favorites/count', headers: { token } })).json();

    for (const id of blogIds) {
      const response = await put(id, 'SAVED');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().status, 'SAVED');
      clock.advanceMinutes(1);
    }
    assert.equal(await count(), 3);
    // Saving twice is a no-op.
    assert.equal((await put(blogIds[0]!, 'SAVED')).statusCode, 200);
    assert.equal(await count(), 3);

    const list = await app.inject({
      method: 'GET',
      url: '/client/favorites?_start=0&_limit=2',
      headers: { token, lang: 'th' },
    });
    assert.equal(list.statusCode, 200, list.body);
    const cards = list.json();
    assert.equal(cards.length, 2);
    // blogIds[0] was re-saved last, so it is newest; Thai title, with a fallback for the others.
    assert.equal(cards[0].id, blogIds[0]);
    assert.equal(cards[0].blog.title, 'โพสต์ 1');
    assert.equal(cards[0].blog.fallback, false);
    assert.equal(cards[0].blog.category.name, 'ดีไฟ');
    assert.equal(cards[1].id, blogIds[2]);
    assert.equal(cards[1].blog.fallback, true);
    assert.equal(cards[1].blog.difficulty, 'ADVANCED');
    const page2 = await app.inject({ method: 'GET', url: '/client/favorites?_start=2&_limit=2', headers: { token } });
    assert.deepEqual(
      page2.json().map((c: { id: number }) => c.id),
      [blogIds[1]],
    );
    assert.equal(page2.json()[0].blog.exclusive, true);

    assert.equal((await put(blogIds[1]!, 'UNSAVED')).json().status, 'UNSAVED');
    assert.equal((await put(blogIds[1]!, 'UNSAVED')).statusCode, 200);
    assert.equal(await count(), 2);
    const after = await app.inject({ method: 'GET', url: '/client/favorites', headers: { token } });
    assert.deepEqual(
      after
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
      [blogIds[0], blogIds[2]].sort(),
    );
    assert.equal((await put(blogIds[1]!, 'SAVED')).statusCode, 200);
    assert.equal(await count(), 3);

    // Another user's list is separate.
    const other = await createSession(app, await createUser(app));
    assert.equal(
      (await app.inject({ method: 'GET', url: '/client/favorites/count', headers: { token: other.token } })).json(),
      0,
    );
  });

  test('?blog=<id> answers whether that one blog is saved (the article page), for this user only', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const other = await createSession(app, await createUser(app));
    const list = async (query: string, as = token) =>
      app.inject({ method: 'GET', url: `/client/favorites?${query}`, headers: { token: as } });
    const put = (id: number, status: string) =>
      app.inject({
        method: 'PUT',
        url: `/client/favorites/${id}`,
        headers: { token },
        payload: { type: 'blog', status },
      });

    assert.deepEqual((await list(`blog=${blogIds[1]}`)).json(), []);
    await put(blogIds[0]!, 'SAVED');
    await put(blogIds[1]!, 'SAVED');
    const one = (await list(`blog=${blogIds[1]}`)).json();
    assert.deepEqual(
      one.map((c: { id: number; status: string }) => [c.id, c.status]),
      [[blogIds[1], 'SAVED']],
    );
    assert.deepEqual((await list(`blog=${blogIds[1]}`, other.token)).json(), []);
    await put(blogIds[1]!, 'UNSAVED');
    assert.deepEqual((await list(`blog=${blogIds[1]}`)).json(), []);
    for (const bad of ['blog=abc', 'blog=0', 'blog=-1', 'blog=99999999999']) {
      const response = await list(bad);
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json().details[0].path, 'blog');
    }
  });

  test('validation and errors', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const put = (url: string, payload: unknown) =>
      app.inject({ method: 'PUT', url, headers: { token }, payload: payload as object });
    assert.equal((await put(`/client/favorites/${blogIds[0]}`, { type: 'quiz', status: 'SAVED' })).statusCode, 400);
    assert.equal((await put(`/client/favorites/${blogIds[0]}`, { type: 'blog', status: 'LIKED' })).statusCode, 400);
    assert.equal((await put('/client/favorites/abc', { type: 'blog', status: 'SAVED' })).statusCode, 400);
    const missing = await put('/client/favorites/999999', { type: 'blog', status: 'SAVED' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'NOT_FOUND');
    assert.equal(
      (await app.inject({ method: 'GET', url: '/client/favorites?_limit=1000', headers: { token } })).statusCode,
      400,
    );
    assert.equal((await app.inject({ method: 'GET', url: '/client/favorites' })).statusCode, 401);
    assert.equal(
      (
        await app.inject({
          method: 'PUT',
          url: `/client/favorites/${blogIds[0]}`,
          payload: { type: 'blog', status: 'SAVED' },
        })
      ).statusCode,
      401,
    );
  });

  test('inactive articles cannot be saved and drop out of lists and counts', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    const put = (id: number, status: string) =>
      app.inject({
        method: 'PUT',
        url: `/client/favorites/${id}`,
        headers: { token },
        payload: { type: 'blog', status },
      });
    const [hidden, unpublished] = await app.db
      .insert(blogs)
      .values([
        { slug: 'switched-off', active: false, tags: [] },
        { slug: 'not-published', status: false, tags: [] },
      ])
      .returning({ id: blogs.id });
    for (const blog of [hidden!, unpublished!]) {
      const refused = await put(blog.id, 'SAVED');
      assert.equal(refused.statusCode, 404, refused.body);
      assert.equal(refused.json().code, 'FAVORITE_NOT_AVAILABLE');
      assert.equal(refused.json().message, 'This article is not available.');
      // Unsaving stays possible (idempotent cleanup).
      assert.equal((await put(blog.id, 'UNSAVED')).statusCode, 200);
    }

    // Saved while active, then switched off: gone from the list and the count, back when re-activated.
    assert.equal((await put(blogIds[0]!, 'SAVED')).statusCode, 200);
    assert.equal((await put(blogIds[1]!, 'SAVED')).statusCode, 200);
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/client/favorites', headers: { token } }))
        .json()
        .map((card: { id: number }) => card.id)
        .sort();
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/client/favorites/count', headers: { token } })).json();
    assert.equal(await count(), 2);
    await app.db.update(blogs).set({ active: false }).where(eq(blogs.id, blogIds[1]!));
    try {
      assert.deepEqual(await list(), [blogIds[0]]);
      assert.equal(await count(), 1);
      // A paged list has no holes: one card on the first page of one.
      const page = await app.inject({ method: 'GET', url: '/client/favorites?_limit=1', headers: { token } });
      assert.deepEqual(
        page.json().map((card: { id: number }) => card.id),
        [blogIds[0]],
      );
    } finally {
      await app.db.update(blogs).set({ active: true }).where(eq(blogs.id, blogIds[1]!));
    }
    assert.equal(await count(), 2);
  });
});
