import { thaiBreakOpportunities } from '@academy/contracts';

/** Markdown as one line of plain text: links and images keep their words, the marks go. */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page's description from its text: at most `max` characters, cut at a word's edge (Thai words
 * too, which have no spaces between them) and marked as cut with an ellipsis.
 */
export function summaryOf(markdown: string, max = 160): string {
  const text = plainTextOf(markdown);
  if (text.length <= max) return text;
  const edges = thaiBreakOpportunities(text);
  let cut = 0;
  for (let offset = max - 1; offset > max / 2 && !cut; offset--) {
    if (text[offset] === ' ' || edges.has(offset)) cut = offset;
  }
  return `${text.slice(0, cut || max - 1).trimEnd()}…`;
}
