import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { endpoints, type Endpoint } from '@academy/contracts';
import { serviceRoot } from '../src/config.ts';
import { buildTestApp } from './support/app.ts';

/**
 * Issue 35 item 1: the API registers the routes of `@academy/contracts`' endpoint table, so the
 * browser and the API share one URL and one schema. A path parameter's name is not part of the
 * URL: paths compare with their `:name` parts blanked.
 */
const site = 'the site does not call it (no row in the table)';
const apiOnly: Record<string, string> = {
  'GET /client/glossaries/count': `Strapi-style count; ${site}`,
  'GET /client/categories/count': `Strapi-style count; ${site}`,
  'GET /client/blogs': `Strapi-style article list (the site uses POST /client/blogs/filtered); ${site}`,
  'GET /client/blogs/count': `Strapi-style count; ${site}`,
  'GET /client/blogs/cards/:file': 'an image: the browser loads its URL in <img>/og:image, not through callEndpoint',
  'GET /client/blogs/covers/:file': 'an image: the browser loads its URL in <img>, not through callEndpoint',
  'GET /client/blogs/images/:file': "an article's image, loaded by <img>",
  'GET /client/user-clients/profile-images/:name': 'a profile image, loaded by <img>',
  'POST /client/web-vitals': 'the beacon (navigator.sendBeacon to webVitalsPath), not a JSON call',
  'GET /client/unsubscribe': 'the link in a mail, opened by the mail reader',
  'POST /client/unsubscribe': "the mail's one-click unsubscribe (RFC 8058), posted by the mail client",
  'GET /client/v2/profile': `the profile as an API client reads it; ${site}`,
  'POST /client/user-clients/logout': `API clients' sign-out; ${site}`,
  'GET /client/user-clients/session': `${site}`,
  'POST /client/user-clients/me': `${site}`,
  'GET /client/user-clients/me': `${site}`,
  'GET /client/user-clients/by-token': `${site}`,
  'GET /client/user-clients/active-users': `${site}`,
  'GET /client/favorites/count': `Strapi-style count; ${site}`,
  'GET /client/user-subscription-infos/detail-all-subscription': `${site}`,
  'GET /client/user-subscription-infos/:id': `${site}`,
  'GET /client/v2/articles/:id/quiz': `a quiz by its article's id; ${site}`,
  'GET /client/v2/quiz_v2/:id/progress': `the open attempt's progress; ${site}`,
  'GET /client/v2/quiz_v2/:id/certificate': `reads the certificate (the site POSTs to issue or read it); ${site}`,
  'GET /client/v2/paths/:slug/certificate': `reads a path certificate (the site POSTs); ${site}`,
  'GET /client/reward-trackings/:id': `${site}`,
};

const blankParams = (key: string) => key.replace(/:\w+/g, ':');
const table = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain as Record<string, Endpoint>).map((row) => blankParams(`${row.method} ${row.path}`)),
);
const apiOnlyKeys = Object.keys(apiOnly).map(blankParams);

describe('the endpoint table and the API', () => {
  let routes: Set<string>;
  let throughTable: Set<string>;
  before(async () => {
    routes = new Set();
    throughTable = new Set();
    await buildTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          const key = blankParams(`${method} ${route.url}`);
          routes.add(key);
          if (route.config?.endpoint && blankParams(route.config.endpoint) === key) throughTable.add(key);
        }
      },
    });
  });

  test('every endpoint of the table is registered with its method and path', () => {
    assert.deepEqual(
      table.filter((key) => !routes.has(key)),
      [],
    );
  });

  test('every endpoint of the table is registered through endpointRoute (its schemas from the table)', () => {
    assert.deepEqual(
      table.filter((key) => !throughTable.has(key)),
      [],
    );
  });

  test('every /client/ route of the API is in the table or on the API-only list, which holds no stale row', () => {
    const unlisted = [...routes].filter(
      (key) => key.split(' ')[1]!.startsWith('/client/') && !table.includes(key) && !apiOnlyKeys.includes(key),
    );
    assert.deepEqual(unlisted, []);
    assert.deepEqual(
      apiOnlyKeys.filter((key) => !routes.has(key) || table.includes(key)),
      [],
    );
  });
});

describe('no /client/ URL written in the API source', () => {
  const src = path.join(serviceRoot, 'src');
  // A literal up to its end or to a template's first `${`.
  const literal = /['"`](\/client\/[^'"`$]*)/g;
  const apiOnlyPaths = Object.keys(apiOnly).map((key) => key.split(' ')[1]!);
  // app.ts holds the plugins' prefixes; an API-only route (or the start of one) may be written.
  const allowed = (file: string, url: string) =>
    file === 'app.ts' || apiOnlyPaths.some((apiPath) => apiPath === url || apiPath.startsWith(url));

  test('outside app.ts, only API-only routes write one', () => {
    const found = fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(literal)]
          .map((match) => match[1]!)
          .filter((url) => !allowed(file, url))
          .map((url) => `${file}: ${url}`),
      );
    assert.deepEqual(found, []);
  });

  test('the scan finds a table URL written in a route file', () => {
    const text = "app.get('/client/events/:slug', handler)";
    const urls = [...text.matchAll(literal)].map((match) => match[1]!);
    assert.deepEqual(urls, ['/client/events/:slug']);
    assert.equal(allowed('modules/events/routes.ts', urls[0]!), false);
  });
});
