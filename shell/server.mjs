// The shell's production server: static files under /_app/, and for every other path the page
// with the deploy-time runtime config (API and remote URLs from env, never from the build),
// the theme from the `theme` cookie (no flash) and a preload of the current route's remote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticHost, listen } from '@academy/static-host';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.SHELL_DIST ?? path.join(here, 'dist'));
const remoteNames = Object.keys(routeTable.remotes);
const remoteDefaultPort = { content: 3001, quiz: 3002, account: 3003, commerce: 3004, events: 3005 };

export function runtimeConfigFromEnv(env = process.env) {
  const trim = (url) => url.replace(/\/+$/, '');
  return {
    apiUrl: trim(env.API_URL ?? 'http://localhost:1337'),
    exchangeUrl: trim(env.EXCHANGE_URL ?? 'http://localhost:4010'),
    exchangeClientId: env.EXCHANGE_CLIENT_ID ?? 'academy',
    remotes: Object.fromEntries(
      remoteNames.map((name) => [
        name,
        trim(env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${remoteDefaultPort[name]}`),
      ]),
    ),
  };
}

export function remoteForPath(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (routeTable.languages.includes(segments[0])) segments.shift();
  const first = segments[0] ?? '';
  return remoteNames.find((name) => routeTable.remotes[name].includes(first));
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttr = (value) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderShellPage(template, config, { pathname, cookie = '' }) {
  const lang = routeTable.languages.find((l) => pathname.split('/')[1] === l) ?? routeTable.defaultLanguage;
  const theme = /(?:^|;\s*)theme=(light|dark)/.exec(cookie)?.[1];
  const remote = remoteForPath(pathname);
  const preload = remote
    ? [
        `<link rel="preconnect" href="${escapeAttr(config.remotes[remote])}" crossorigin>`,
        `<link rel="preload" href="${escapeAttr(config.remotes[remote])}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
        `<link rel="preload" href="${escapeAttr(config.remotes[remote])}/remoteEntry.js" as="script">`,
      ].join('')
    : '';
  const htmlAttrs = theme
    ? `lang="${lang}" data-theme="${theme}" style="color-scheme:${theme};background:${theme === 'dark' ? '#0b1410' : '#f7faf8'}"`
    : `lang="${lang}"`;
  // Regexes, not exact markers: the built page is minified.
  return template
    .replace(/<html[^>]*>/, `<html ${htmlAttrs}>`)
    .replace('</head>', `<script>window.__ACADEMY_CONFIG__=${escapeJson(config)}</script>${preload}</head>`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const template = readFileSync(path.join(dist, '_app/index.html'), 'utf8');
  const config = runtimeConfigFromEnv();
  const server = createStaticHost({
    dir: dist,
    basePath: '/_app/',
    renderPage: (req) =>
      renderShellPage(template, config, {
        pathname: new URL(req.url, 'http://host').pathname,
        cookie: req.headers.cookie,
      }),
    jsonRoutes: { '/remotes.json': () => config.remotes },
  });
  listen(server, Number(process.env.PORT ?? 3000), 'shell');
}
