// The elements of the built index.html (built-page.ts) as React elements of the page: tag and
// attributes as built, what they hold as built (an inline script's text byte for byte: the CSP
// allows it by its hash). React takes attributes by its own names: the few HTML spells otherwise
// are renamed here, the rest (id, rel, href, src, type, name, content, media, as, data-*...) are
// the same. (Written as HTML strings instead, the head would be string surgery again.)
import { createElement, Fragment } from 'react';
import type { BuiltElement } from './built-page.ts';

/** The HTML attributes whose React name differs. */
const reactNames: Record<string, string> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  for: 'htmlFor',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
};

/** On or off: present in HTML (whatever its value) is on; React writes it only when true. */
const onOff = new Set(['async', 'defer', 'noModule', 'hidden', 'disabled']);

function propsOf(attributes: BuiltElement['attributes']): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => {
      const prop = reactNames[name] ?? name;
      return [prop, onOff.has(prop) ? true : value];
    }),
  );
}

const builtElement = ({ tag, attributes, innerHtml }: BuiltElement) =>
  createElement(tag, {
    ...propsOf(attributes),
    // only an element that holds something: React refuses it on an empty (void) one
    dangerouslySetInnerHTML: innerHtml ? { __html: innerHtml } : undefined,
  });

/** Built elements, in their order. */
export const BuiltElements = ({ elements }: { elements: BuiltElement[] }) =>
  createElement(Fragment, null, ...elements.map(builtElement));
