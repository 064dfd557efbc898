import { KEEP_TOGETHER_CLASS, thaiLineParts, type ThaiRunsCache } from '@academy/ui';

import type { HastNode } from './hast-node';

const element = (tagName: string, children: HastNode[] = [], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** One text node as `ThaiText` renders it: `<wbr>` where a Thai line may break, nowrap runs where it must not. */
function thaiLines(node: HastNode, cache: ThaiRunsCache): HastNode[] {
  const text = node.value ?? '';
  const runs = cache.runsOf(text);
  if (runs.length === 0) return [node];
  return thaiLineParts(text, runs).map((part) =>
    part === 'wbr'
      ? element('wbr')
      : part.keep
        ? element('span', [{ type: 'text', value: part.text }], { className: [KEEP_TOGETHER_CLASS] })
        : { type: 'text', value: part.text },
  );
}

/**
 * rehype plugin: the body's Thai text breaks between words only (not in code, which keeps its
 * characters); `cache`: the render's (`useThaiRuns`), so a server-rendered body hydrates as it was cut.
 */
export function rehypeThaiLines(cache: ThaiRunsCache) {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (!node.children || (node.type === 'element' && ['code', 'pre'].includes(node.tagName ?? ''))) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'text') return thaiLines(child, cache);
        walk(child);
        return [child];
      });
    };
    walk(tree);
  };
}
