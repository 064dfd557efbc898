import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router's data APIs need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jest-fixed-jsdom swaps jsdom's FormData for Node's, which rejects a form element. React 19
 * builds `new FormData(form, submitter)` when a submit starts a transition (any React Router
 * navigation does), so a submitted form would throw in tests though it works in browsers.
 * Keep Node's FormData but let it be built from a form by reading its fields.
 */
const NodeFormData = globalThis.FormData;
class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: HTMLFormElement, _submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      if ((element.type === 'radio' || element.type === 'checkbox') && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataAcceptingForms as typeof FormData;

// A lazy route's first render compiles its module graph through swc, which takes seconds on a
// loaded 2-core machine: give `findBy*` / `waitFor` room so a slow machine is not a failure.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

// Unit tests never reach the network: a request that no test mocked (setupMockApi, an adapter of
// its own) fails the test that made it, instead of trying the default API URL.
const unmockedRequests: string[] = [];
if (typeof XMLHttpRequest !== 'undefined') {
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    unmockedRequests.push(`${args[0]} ${String(args[1])}`);
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function () {
    throw new Error('a unit test reached for the network');
  };
}
afterEach(() => {
  const requests = unmockedRequests.splice(0);
  if (requests.length > 0) throw new Error(`unmocked network requests (mock the API): ${requests.join(', ')}`);
});

// jsdom has no matchMedia: answer width queries for jsdom's window (1024 px wide, a desktop), and
// nothing else matches. A test that needs a phone or a colour scheme sets its own.
if (typeof window !== 'undefined' && !window.matchMedia) {
  const widthMatches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
    ) && /\((min|max)-width/.test(query);
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: widthMatches(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// jsdom's default style sheet gives <span> and <wbr> no display, so an accessible name got a space
// at each of ThaiText's runs ("บิตคอยน์ คืออะไร"); browsers render them inline and name it without.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'span, wbr { display: inline; }';
  document.head.append(style);
}
