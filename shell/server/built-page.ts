// The built index.html (webpack's, minified or not) read once, at start-up, by an HTML parser
// (parse5) into the elements every page is made of; document.ts renders a page from them.
import { parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

type ParsedNode = DefaultTreeAdapterTypes.Node;
type ParsedElement = DefaultTreeAdapterTypes.Element;

/** One element as built. */
export interface BuiltElement {
  tag: string;
  /** By their HTML names, as written ('' for one without a value). */
  attributes: Record<string, string>;
  /** What it holds, as HTML ('' for nothing): an inline script's or style's text as it is, byte for byte. */
  innerHtml: string;
}

/** The built index.html as the parts every page is made of. */
export interface BuiltPage {
  /** The head's elements as built, without its title and description: each page writes its own. */
  head: BuiltElement[];
  /** The built title's text and description: a page that names neither keeps them. */
  title: string;
  description: string | null;
  /** The "needs JavaScript" notice: kept on a page the browser renders. */
  noscript: BuiltElement | null;
  /** The body's elements before the root, without the notice. */
  bodyStart: BuiltElement[];
  /** The app's script URL (the built `<script defer src>`), or null. */
  appScript: string | null;
  /** The body's elements after the root, without the app's script. */
  bodyEnd: BuiltElement[];
  /** The regular and bold Thai faces the head's @font-face names (hashed URLs). */
  thaiFonts: string[];
}

/** An element's children that are elements (whitespace and comments between them are left out). */
const childElements = (node: ParsedNode | undefined): ParsedElement[] =>
  node && 'childNodes' in node ? node.childNodes.filter((child): child is ParsedElement => 'tagName' in child) : [];

/** The text an element holds (a title's: the parser has decoded its character references). */
const textOf = (element: ParsedElement) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

const attribute = (element: ParsedElement, name: string) => element.attrs.find((a) => a.name === name)?.value;

const builtElement = (element: ParsedElement): BuiltElement => ({
  tag: element.tagName,
  attributes: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
  // parse5 writes a script's, style's or noscript's text raw, as it read it
  innerHtml: serialize(element),
});

const isAppScript = (element: ParsedElement) =>
  element.tagName === 'script' && attribute(element, 'defer') !== undefined && Boolean(attribute(element, 'src'));

/** Reads the built page into its parts; what it lacks is empty. */
export function builtPage(template: string): BuiltPage {
  const [html] = childElements(parse(template));
  const [head = [], body = []] = childElements(html).map((part) => childElements(part));
  const title = head.find((element) => element.tagName === 'title');
  const description = head.find(
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description',
  );
  const appScript = body.find(isAppScript);
  const bodyElements = body.filter((element) => element !== appScript);
  const rootAt = bodyElements.findIndex((element) => element.tagName === 'div' && attribute(element, 'id') === 'root');
  const beforeRoot = rootAt < 0 ? bodyElements : bodyElements.slice(0, rootAt);
  const noscript = beforeRoot.find((element) => element.tagName === 'noscript');
  const fontFaces = head
    .filter((element) => element.tagName === 'style')
    .map(textOf)
    .join('');
  return {
    head: head.filter((element) => element !== title && element !== description).map(builtElement),
    title: title ? textOf(title) : '',
    description: (description && attribute(description, 'content')) ?? null,
    noscript: noscript ? builtElement(noscript) : null,
    bodyStart: beforeRoot.filter((element) => element !== noscript).map(builtElement),
    appScript: (appScript && attribute(appScript, 'src')) ?? null,
    bodyEnd: rootAt < 0 ? [] : bodyElements.slice(rootAt + 1).map(builtElement),
    thaiFonts: [...new Set(fontFaces.match(/[^"'()\s]*noto-sans-thai-thai-(?:400|700)-normal\.[\w-]*\.?woff2/g))],
  };
}
