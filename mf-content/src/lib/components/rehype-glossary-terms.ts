import { firstTermUse, type ArticleTerm } from '@academy/contracts';

import type { HastNode } from './hast-node';

/** No term link inside a heading (its text is the contents' entry), a link, or code. */
const SKIPPED = /^(h[1-6]|a|code|pre)$/;

/** The earliest use of any of the forms in the text, longest form first where two start together. */
function earliestUse(text: string, forms: string[]): [number, number] | null {
  let best: [number, number] | null = null;
  for (const form of forms) {
    const use = firstTermUse(text, form);
    if (use && (!best || use[0] < best[0] || (use[0] === best[0] && use[1] > best[1]))) best = use;
  }
  return best;
}

/** Links the first use of the term in the tree (document order); false when it is not used. */
function linkFirstUse(node: HastNode, forms: string[], link: (text: string) => HastNode): boolean {
  if (!node.children || (node.type === 'element' && SKIPPED.test(node.tagName ?? ''))) return false;
  for (let i = 0; i < node.children.length; i += 1) {
    const child = node.children[i]!;
    if (child.type !== 'text') {
      if (linkFirstUse(child, forms, link)) return true;
      continue;
    }
    const text = child.value ?? '';
    const use = earliestUse(text, forms);
    if (!use) continue;
    const parts = [
      { type: 'text', value: text.slice(0, use[0]) },
      link(text.slice(use[0], use[1])),
      { type: 'text', value: text.slice(use[1]) },
    ].filter((part) => part.type !== 'text' || part.value !== '');
    node.children.splice(i, 1, ...parts);
    return true;
  }
  return false;
}

const longestForm = (term: ArticleTerm) => Math.max(0, ...term.forms.map((form) => form.length));

/**
 * rehype plugin: the first use of each glossary term becomes a plain link to its entry (`hrefOf`),
 * marked `data-glossary-term` for the renderer's in-place definition. Longest term first, so
 * "proof of stake" is linked before "stake" can claim part of it; once per article.
 */
export function rehypeGlossaryTerms(terms: readonly ArticleTerm[], hrefOf: (slug: string) => string) {
  const ordered = [...terms].sort((a, b) => longestForm(b) - longestForm(a));
  return (tree: HastNode) => {
    for (const term of ordered) {
      linkFirstUse(tree, term.forms, (text) => ({
        type: 'element',
        tagName: 'a',
        properties: { href: hrefOf(term.slug), dataGlossaryTerm: term.slug },
        children: [{ type: 'text', value: text }],
      }));
    }
  };
}
