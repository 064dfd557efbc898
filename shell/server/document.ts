// The page around the app as one React component (`PageDocument`) of the built page's elements
// (built-page.ts, read once at start-up) and the page's own parts, rendered by React: every tag
// and every attribute and text escaped by React. What is HTML already enters on its own element
// only: the server render's markup (in the root), its critical CSS, the state (escapeJson) and the
// built head's inline scripts and styles (byte for byte: the CSP allows those scripts by hash).
// createElement, not JSX: the image runs this file with Node's type stripping, which takes no .tsx.
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CriticalStyle } from '../src/server/render-answer.ts';
import { BOOT_ATTRIBUTE } from './boot-on-intent.ts';
import { BuiltElements } from './built-element.ts';
import type { BuiltPage } from './built-page.ts';
import { escapeJson } from './html.ts';
import { SSR_STATE_ID } from './ssr-state-id.ts';

/** One page: what it says about itself, and the app's HTML when the server rendered it. */
export interface PageParts {
  lang: string;
  /** An explicit light or dark choice; none leaves it to the page's pre-paint script. */
  theme: string | null;
  /** The page's title (text); null keeps the built one. */
  title: string | null;
  /** Head elements after the built ones: meta and links of the page, config script, preloads. */
  head: ReactNode;
  /** The server render: its HTML, critical CSS and state; null for a page the browser renders. */
  rendered: { html: string; styles: CriticalStyle[]; state: unknown } | null;
  /** The app script starts on the reader's first input (boot-on-intent.ts), not at load. */
  onIntent: boolean;
}

/** Props that put HTML as it is into an element: only for what is HTML already. */
const rawHtml = (__html: string) => ({ dangerouslySetInnerHTML: { __html } });

/** Emotion's critical CSS: one `<style>` per chunk, named as Emotion finds it again in the browser. */
const CriticalStyles = ({ styles }: { styles: CriticalStyle[] }) =>
  createElement(
    Fragment,
    null,
    ...styles.map(({ key, ids, css }) =>
      createElement('style', { 'data-emotion': `${key} ${ids.join(' ')}`, ...rawHtml(css) }),
    ),
  );

/** The server render's state: a JSON data block (not run, so no CSP hash), read when the app starts. */
const StateScript = ({ state }: { state: unknown }) =>
  createElement('script', { type: 'application/json', id: SSR_STATE_ID, ...rawHtml(escapeJson(state)) });

/**
 * The whole page. A server-rendered one reads, navigates and opens its menus without script: it
 * has no "needs JavaScript" notice. One that starts on intent names its app script on the root
 * (boot-on-intent.ts) instead of loading it.
 */
function PageDocument({ built, page }: { built: BuiltPage; page: PageParts }) {
  const { rendered } = page;
  const boot = page.onIntent && built.appScript ? { [BOOT_ATTRIBUTE]: built.appScript } : null;
  return createElement(
    'html',
    { lang: page.lang, 'data-theme': page.theme ?? undefined },
    createElement(
      'head',
      null,
      createElement(BuiltElements, { elements: built.head }),
      createElement('title', null, page.title ?? built.title),
      page.head,
      rendered ? createElement(CriticalStyles, { styles: rendered.styles }) : null,
      rendered ? createElement(StateScript, { state: rendered.state }) : null,
    ),
    createElement(
      'body',
      null,
      !rendered && built.noscript ? createElement(BuiltElements, { elements: [built.noscript] }) : null,
      createElement(BuiltElements, { elements: built.bodyStart }),
      createElement('div', { id: 'root', ...boot, ...(rendered && rawHtml(rendered.html)) }),
      built.appScript && !boot ? createElement('script', { defer: true, src: built.appScript }) : null,
      createElement(BuiltElements, { elements: built.bodyEnd }),
    ),
  );
}

/** The page's HTML: React writes no doctype. */
export const pageDocument = (built: BuiltPage, page: PageParts): string =>
  `<!doctype html>${renderToStaticMarkup(createElement(PageDocument, { built, page }))}`;
