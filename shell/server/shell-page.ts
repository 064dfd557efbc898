// What a page's document holds (document.ts composes it): the language, the theme from the
// cookie, the head tags of the page's meta, the runtime config, preloads of the route's remote
// (a page the browser renders) and of the Thai fonts (Thai pages) and, when the server rendered
// the page, its HTML and state.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { languageOfPath, remoteForPath, sectionOf } from '@academy/contracts/route-match';
import { schemeOfThemeCookie } from '@academy/ui/theme-cookie';
import { pageDocument, type BuiltPage } from './document.ts';
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

/** Preloads of the regular and bold Thai faces the built head's @font-face names. */
const thaiFontPreload = (fonts: string[]) =>
  fonts
    .map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/** What the server render gives the page (shell/src/server/render.tsx). */
export interface ServerRender {
  html: string;
  styles: string;
  state: unknown;
}

/**
 * The shell page around the app: language, theme, head tags and, when the server rendered the
 * page, its HTML, critical CSS and state (a JSON data block, ssr-state-id.ts). `title` (the server
 * render's own title) wins over the meta's, so the title before hydration is the one the page
 * keeps after. With `onIntent` the app script starts on the reader's first input, not at load.
 */
export function renderShellPage(
  built: BuiltPage,
  config: RuntimeConfig,
  {
    pathname,
    cookie = '',
    meta: baseMeta = null,
    title = null,
    preloadRemote = true,
    rendered = null,
    onIntent = false,
  }: {
    pathname: string;
    cookie?: string | undefined;
    meta?: PageMeta | NotFoundMeta | null;
    title?: string | null;
    preloadRemote?: boolean;
    rendered?: ServerRender | null;
    onIntent?: boolean;
  },
): string {
  const meta = title && baseMeta ? { ...baseMeta, title } : baseMeta;
  const lang = languageOfPath(pathname);
  const remote = remoteForPath(pathname);
  // No preload of a remote the server could not reach: the browser would reuse the failed answer for Retry.
  const remoteUrl = remote ? config.remotes[remote] : undefined;
  const pageTags = !meta
    ? built.description
    : 'notFound' in meta
      ? '<meta name="robots" content="noindex">'
      : metaTags(meta);
  const state = rendered
    ? `<script type="application/json" id="${SSR_STATE_ID}">${escapeJson(rendered.state)}</script>`
    : '';
  return pageDocument(built, {
    lang,
    // An explicit light or dark choice is in the first byte; `system` (or none) is resolved by the
    // page's init script before the first paint (@academy/ui/color-scheme-script), which also
    // carries the background and color-scheme of each.
    theme: schemeOfThemeCookie(cookie) ?? null,
    title: meta?.title ?? title,
    headTags:
      pageTags +
      webAppLinks(lang) +
      `<script>${configScript(config)}</script>` +
      (lang === 'th' ? thaiFontPreload(built.thaiFonts) : '') +
      (remoteUrl && preloadRemote ? remotePreload(remoteUrl) : ''),
    rendered: rendered && { html: rendered.html, headTags: rendered.styles + state },
    onIntent,
  });
}

const intentSections = new Set<string>(routeTable.startOnIntent);

/**
 * Whether a server-rendered page of this path starts its app on the reader's first input
 * (boot-on-intent.cjs): the pages that are read (home, articles, glossary, lists, the quiz list,
 * packages, rewards, events: the route table's `startOnIntent`). The others need the app at
 * once: a sign-on callback, an email link, a timed pop quiz, a member's own pages.
 */
export const startsOnIntent = (pathname: string): boolean => intentSections.has(sectionOf(pathname));
