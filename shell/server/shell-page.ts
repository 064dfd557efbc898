// What a page's document holds (document.ts composes it): the language, the theme from the
// cookie, the head tags of the page's meta, the runtime config, preloads of the route's remote
// (a page the browser renders) and of the Thai fonts (Thai pages) and, when the server rendered
// the page, its HTML and state.
import { createElement, Fragment } from 'react';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { languageOfPath, remoteForPath, sectionOf } from '@academy/contracts/route-match';
import { schemeOfThemeCookie } from '@academy/ui/theme-cookie';
import type { BuiltPage } from './built-page.ts';
import type { RenderedPage } from '../src/server/render-answer.ts';
import { pageDocument } from './document.ts';
import { ConfigScript, RemotePreloads, ThaiFontPreloads, WebAppLinks } from './head-tags.ts';
import type { NotFoundMeta, PageMeta } from './meta.ts';
import { MetaTags } from './meta-tags.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** What of the server render's answer the page is made of. */
export type ServerRender = Pick<RenderedPage, 'html' | 'styles' | 'state'>;

/** The page's own meta: its route's or section's, the 404's noindex, or the built description. */
function PageMetaTags({ meta, built }: { meta: PageMeta | NotFoundMeta | null; built: BuiltPage }) {
  if (meta && 'notFound' in meta) return createElement('meta', { name: 'robots', content: 'noindex' });
  if (meta) return createElement(MetaTags, { meta });
  return built.description === null ? null : createElement('meta', { name: 'description', content: built.description });
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
  return pageDocument(built, {
    lang,
    // An explicit light or dark choice is in the first byte; `system` (or none) is resolved by the
    // page's init script before the first paint (@academy/ui/color-scheme-script), which also
    // carries the background and color-scheme of each.
    theme: schemeOfThemeCookie(cookie) ?? null,
    title: meta?.title ?? title,
    head: createElement(
      Fragment,
      null,
      createElement(PageMetaTags, { meta, built }),
      createElement(WebAppLinks, { lang }),
      createElement(ConfigScript, { config }),
      lang === 'th' ? createElement(ThaiFontPreloads, { fonts: built.thaiFonts }) : null,
      remoteUrl && preloadRemote ? createElement(RemotePreloads, { remoteUrl }) : null,
    ),
    rendered,
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
