// The page around the app, as one function of its parts (`pageDocument`). The built index.html
// is read into those parts once, at start-up (`builtPage`); a page is composed from them and
// never edited as a string afterwards.
import { BOOT_ATTRIBUTE } from './boot-on-intent.ts';
import { escapeAttr } from './html.ts';

/** The built index.html as the parts every page is made of. */
export interface BuiltPage {
  /** The built head without its title and description: each page writes its own. */
  head: string;
  /** The built title's text and description tag: a page that names neither keeps them. */
  title: string;
  description: string;
  /** The body before the root, without the "needs JavaScript" notice. */
  bodyStart: string;
  /** The "needs JavaScript" notice: kept on a page the browser renders. */
  noscript: string;
  /** The app's script URL (the built `<script defer src>`), or null. */
  appScript: string | null;
  /** The body after the root, without the app's script. */
  bodyEnd: string;
  /** The regular and bold Thai faces the head's @font-face names (hashed URLs). */
  thaiFonts: string[];
}

/** What stands between the first match of `open` and the next `close` ('' without `open`). */
const inner = (html: string, open: RegExp, close: string): string => {
  const start = html.match(open);
  if (!start || start.index === undefined) return '';
  const from = start.index + start[0].length;
  const to = html.indexOf(close, from);
  return to < 0 ? html.slice(from) : html.slice(from, to);
};

/** Reads the built page (minified or not) into its parts; what it lacks is empty. */
export function builtPage(template: string): BuiltPage {
  const appScriptTag = template.match(/<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/);
  const page = appScriptTag ? template.replace(appScriptTag[0], '') : template;
  const head = inner(page, /<head[^>]*>/, '</head>');
  const body = inner(page, /<body[^>]*>/, '</body>');
  const root = body.match(/<div id="?root"?[^>]*><\/div>/);
  const beforeRoot = root ? body.slice(0, root.index) : body;
  const noscript = beforeRoot.match(/<noscript>[\s\S]*?<\/noscript>/)?.[0] ?? '';
  const title = head.match(/<title>([\s\S]*?)<\/title>/);
  const description = head.match(/<meta name="?description"?[^>]*>/);
  return {
    head: head.replace(title?.[0] ?? '', '').replace(description?.[0] ?? '', ''),
    title: title?.[1] ?? '',
    description: description?.[0] ?? '',
    bodyStart: beforeRoot.replace(noscript, ''),
    noscript,
    appScript: appScriptTag?.[1] ?? null,
    bodyEnd: root ? body.slice(root.index! + root[0].length) : '',
    thaiFonts: [...new Set(head.match(/[^"'()\s]*noto-sans-thai-thai-(?:400|700)-normal\.[\w-]*\.?woff2/g) ?? [])],
  };
}

/** One page: what it says about itself, and the app's HTML when the server rendered it. */
export interface PageParts {
  lang: string;
  /** An explicit light or dark choice; none leaves it to the page's pre-paint script. */
  theme: string | null;
  /** The page's title (escaped here); null keeps the built one. */
  title: string | null;
  /** Head tags after the built ones: meta and links of the page, config script, preloads. */
  headTags: string;
  /** The server render: its HTML, critical CSS and state script; null for a page the browser renders. */
  rendered: { html: string; headTags: string } | null;
  /** The app script starts on the reader's first input (boot-on-intent.ts), not at load. */
  onIntent: boolean;
}

/**
 * The whole page. A server-rendered one reads, navigates and opens its menus without script: it
 * has no "needs JavaScript" notice.
 */
export function pageDocument(built: BuiltPage, page: PageParts): string {
  const theme = page.theme ? ` data-theme="${page.theme}"` : '';
  const app = built.appScript ? `<script defer src="${escapeAttr(built.appScript)}"></script>` : '';
  const boot = page.onIntent && built.appScript ? ` ${BOOT_ATTRIBUTE}="${escapeAttr(built.appScript)}"` : '';
  return (
    `<!doctype html><html lang="${page.lang}"${theme}><head>${built.head}` +
    `<title>${page.title === null ? built.title : escapeAttr(page.title)}</title>${page.headTags}${page.rendered?.headTags ?? ''}</head>` +
    `<body>${page.rendered ? '' : built.noscript}${built.bodyStart}` +
    `<div id="root"${boot}>${page.rendered?.html ?? ''}</div>${boot ? '' : app}${built.bodyEnd}</body></html>`
  );
}
