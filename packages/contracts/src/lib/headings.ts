// The headings of a Markdown body and their anchors, without a Markdown renderer: the article
// page's table of contents and the quiz result's "re-read this section" links (the API) use them.

/** A heading's anchor: lowercase letters (Thai included), digits and dashes. */
export function slugifyHeading(text: string): string {
  const slug = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return slug || 'section';
}

/** Numbers repeated slugs (`x`, `x-2`, ...) in document order, like the renderer does. */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = slugifyHeading(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

export interface TocHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

export const plainInline = (text: string) =>
  text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();

/** The `##` / `###` headings of a Markdown body, with the ids `Markdown` gives them. */
export function extractHeadings(markdown: string): TocHeading[] {
  const slug = createSlugger();
  const headings: TocHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]?.charAt(0) ?? '`';
      if (!fence) fence = marker;
      else if (marker === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const match = /^\s{0,3}(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/.exec(line);
    if (!match) continue;
    const text = plainInline(match[2] ?? '');
    const id = slug(text);
    const level = match[1]?.length ?? 0;
    if (level === 2 || level === 3) headings.push({ level, text, id });
  }
  return headings;
}
