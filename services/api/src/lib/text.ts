import type { Language } from '@academy/contracts';
/** Text helpers shared by the importer and search: plain text, Thai segmentation, reading time. */

const thaiChar = /[\u0E00-\u0E7F]/;
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

/** Markdown -> plain text (good enough for word counts, search and snippets). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n([\s\S]*?)```/g, '$1')
    .replace(/!\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\s*\)/g, '$1') // an image's title may hold ")"
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[*_~`]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words of a text: Intl.Segmenter word segments (Thai has no spaces), lower-cased. */
export function words(text: string, locale = thaiChar.test(text) ? 'th' : 'en'): string[] {
  const out: string[] = [];
  for (const part of segmenter(locale).segment(text.toLowerCase())) {
    if (part.isWordLike) out.push(part.segment);
  }
  return out;
}

/** Minutes to read: English 200 words per minute; Thai by Intl.Segmenter('th') words, same rate. */
export function readingTimeMinutes(markdown: string, language: Language): number {
  const text = markdownToText(markdown);
  const count = language === 'th' ? words(text, 'th').length : text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(count / 200));
}

/** Lower-cased text with Thai word boundaries made explicit (spaces), for ILIKE search. */
export function searchText(...parts: string[]): string {
  return parts
    .map((part) => words(markdownToText(part)).join(' '))
    .join('\n')
    .slice(0, 200_000);
}

/** The first `count` paragraphs (headings, code and tables skipped) of a Markdown body. */
export function teaser(markdown: string, count = 2): string {
  const blocks = markdown
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b && !/^(#{1,6}\s|```|\||!\[)/.test(b));
  return blocks.slice(0, count).join('\n\n');
}
