/** @jest-environment node */
import { createStaticHandler, type RouteObject } from 'react-router';
import type { HeadHandle } from '@academy/contracts';
import { headOfMatches } from './route-head';

const article = { title: 'What is Bitcoin?', summary: 'The first cryptocurrency.', cover: '/client/blogs/cards/1.png' };

/** The page's routes as a remote gives them: the article's loader calls the API once. */
function routesWith(api: () => Promise<typeof article>, head?: HeadHandle['head']): RouteObject[] {
  return [
    {
      path: '/:lang',
      children: [
        {
          path: 'articles/:slug',
          loader: () => api(),
          ...(head ? { handle: { head } } : {}),
        },
        { path: 'glossary', loader: () => null },
      ],
    },
  ];
}

async function headOf(url: string, routes: RouteObject[]) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://site${url}`));
  if (context instanceof Response) throw new Error('redirected');
  return headOfMatches(context.matches, context.loaderData);
}

describe("a page's head from its route", () => {
  it("is the route's head of the data its loader fetched: one API call for the page", async () => {
    const api = jest.fn(async () => article);
    const head = await headOf(
      '/en/articles/what-is-bitcoin',
      routesWith(api, ({ data }) => {
        const loaded = data as typeof article;
        return { title: loaded.title, description: loaded.summary, image: loaded.cover, type: 'article' };
      }),
    );
    expect(head).toEqual({
      title: article.title,
      description: article.summary,
      image: article.cover,
      type: 'article',
    });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('is none for a route without a head (a remote built before heads): the page gets the defaults', async () => {
    expect(
      await headOf(
        '/en/articles/x',
        routesWith(async () => article),
      ),
    ).toBeNull();
    expect(
      await headOf(
        '/en/glossary',
        routesWith(async () => article),
      ),
    ).toBeNull();
  });

  it("is none when the route's head fails or is no head", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing = () => {
      throw new Error('no data');
    };
    expect(
      await headOf(
        '/en/articles/x',
        routesWith(async () => article, throwing),
      ),
    ).toBeNull();
    expect(warn).toHaveBeenCalled();
    for (const wrong of [{ title: '' }, { title: 7 }, { title: 'T', image: 3 }, { title: 'T', type: 'video' }])
      expect(
        await headOf(
          '/en/articles/x',
          routesWith(
            async () => article,
            () => wrong as never,
          ),
        ),
      ).toBeNull();
    warn.mockRestore();
  });
});
