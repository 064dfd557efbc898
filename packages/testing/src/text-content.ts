import type { MatcherFunction } from '@testing-library/react';

/**
 * A `*ByText` matcher for a text the page splits into runs (ThaiText keeps a Thai word in a span
 * and puts <wbr> between words): the innermost element whose whole text is `text`.
 */
export function textContent(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
}
