// The HTML page around the app: the built index.html with the language, the theme from the
// cookie, the head tags of the page's meta, the runtime config, preloads of the route's remote
// (a page the browser renders) and of the Thai fonts (Thai pages) and, when the server rendered
// the page, its HTML and state.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { languageOfPath, remoteForPath, sectionOf } from '@academy/contracts/route-match';
import { schemeOfThemeCookie } from '@academy/ui/theme-cookie';
import { deferAppScript } from './boot-on-intent.ts';
import { SSR_STATE_ID } from './ssr-state-id.ts';
import { escapeAttr, escapeJson } from './html.ts';
import { metaTags, type NotFoundMeta, type PageMeta } from './meta.ts';
import { configScript, type RuntimeConfig } from './runtime-config.ts';

/** The preconnect and preloads of a remote's manifest and entry. */
function remotePreload(remoteUrl: string): string {
  const url = escapeAttr(remoteUrl);
  return [
    `<link rel="preconnect" href="${url}" crossorigin>`,
    `<link rel="preload" href="${url}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${url}/remoteEntry.js" as="script">`,
  ].join('');
}

/** The web app manifest of the page's language and the home screen icon (shell/web-app.cjs builds them). */
const webAppLinks = (lang: string) =>
  `<link rel="manifest" href="/_app/manifest.${lang}.webmanifest">` +
  '<link rel="apple-touch-icon" href="/_app/icons/icon-192.png">';

/** Preloads of the regular and bold Thai faces the template's @font-face names (hashed URLs). */
function thaiFontPreload(template: string): string {
  return [...new Set(template.match(/[^"'()\s]*noto-sans-thai-thai-(?:400|700)-normal\.[\w-]*\.?woff2/g) ?? [])]
    .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * The shell page around the app: language, theme, head tags. `title` (the server render's own
 * title) wins over the meta's, so the title before hydration is the one the page keeps after.
 */
export function renderShellPage(
  template: string,
  config: RuntimeConfig,
  {
    pathname,
    cookie = '',
    meta: baseMeta = null,
    title = null,
    preloadRemote = true,
  }: {
    pathname: string;
    cookie?: string | undefined;
    meta?: PageMeta | NotFoundMeta | null;
    title?: string | null;
    preloadRemote?: boolean;
  },
): string {
  const meta = title && baseMeta ? { ...baseMeta, title } : baseMeta;
  const lang = languageOfPath(pathname);
  const theme = schemeOfThemeCookie(cookie);
  const remote = remoteForPath(pathname);
  // No preload of a remote the server could not reach: the browser would reuse the failed answer for Retry.
  const remoteUrl = remote ? config.remotes[remote] : undefined;
  const preload = remoteUrl && preloadRemote ? remotePreload(remoteUrl) : '';
  const fontPreload = lang === 'th' ? thaiFontPreload(template) : '';
  // An explicit light or dark choice is in the first byte; `system` (or none) is resolved by the
  // page's init script before the first paint (@academy/ui/color-scheme-script), which also
  // carries the background and color-scheme of each.
  const htmlAttrs = theme ? `lang="${lang}" data-theme="${theme}"` : `lang="${lang}"`;
  // Regexes, not exact markers: the built page is minified.
  let page = template;
  if (meta && 'notFound' in meta) {
    page = page
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
      .replace('</head>', '<meta name="robots" content="noindex"></head>');
  } else if (meta) {
    page = page
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', () => `${metaTags(meta)}</head>`);
  } else if (title) {
    page = page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(title)}</title>`);
  }
  return page
    .replace(/<html[^>]*>/, `<html ${htmlAttrs}>`)
    .replace(
      '</head>',
      () => `${webAppLinks(lang)}<script>${configScript(config)}</script>${fontPreload}${preload}</head>`,
    );
}

const intentSections = new Set<string>(routeTable.startOnIntent);

/**
 * Whether a server-rendered page of this path starts its app on the reader's first input
 * (boot-on-intent.cjs): the pages that are read (home, articles, glossary, lists, the quiz list,
 * packages, rewards, events: the route table's `startOnIntent`). The others need the app at
 * once: a sign-on callback, an email link, a timed pop quiz, a member's own pages.
 */
export const startsOnIntent = (pathname: string): boolean => intentSections.has(sectionOf(pathname));

/**
 * The server-rendered page: the shell page with the app's HTML, its critical CSS and its state
 * (a JSON data block, ssr-state-id.cjs), without the template's `<noscript>` notice. With `onIntent` its app script starts on the reader's
 * first input, not at load.
 */
/** What the server render gives the page (shell/src/server/render.tsx). */
export interface ServerRender {
  html: string;
  styles: string;
  state: unknown;
}

export function withServerRender(page: string, rendered: ServerRender, { onIntent = false } = {}): string {
  const state = `<script type="application/json" id="${SSR_STATE_ID}">${escapeJson(rendered.state)}</script>`;
  return (
    (onIntent ? deferAppScript(page) : page)
      // The page reads, navigates, searches and opens its menus without script: no "needs JavaScript" notice.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => `${rendered.styles}${state}</head>`)
      .replace(
        /<div id="?root"?( [^>]*)?><\/div>/,
        (_, attrs: string = '') => `<div id="root"${attrs}>${rendered.html}</div>`,
      )
  );
}
