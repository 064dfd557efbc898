import { z } from 'zod';
import { thaiBreakOpportunities } from './thai-words';

/**
 * A glossary term an article uses (GET /client/blogs/slug/{slug}'s `terms`): the article's
 * renderer links its first use to the entry and shows `definition` in place. `forms`: the words
 * that count as a use (a Thai term's English name in brackets too).
 */
export const articleTermSchema = z.object({
  slug: z.string(),
  term: z.string(),
  forms: z.array(z.string()),
  definition: z.string(),
});
export type ArticleTerm = z.infer<typeof articleTermSchema>;

const THAI = /[\u0E00-\u0E7F]/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The words of a glossary term: "สกุลเงินหลัก (Base currency)" is used as either; "Bitcoin (BTC)" as both. */
export function termForms(term: string): string[] {
  const bracketed = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(term.trim());
  const forms = bracketed ? [bracketed[1]!, bracketed[2]!] : [term.trim()];
  return [...new Set(forms.map((form) => form.trim()).filter((form) => form.length > 1))];
}

/** A Thai form starts or ends at a word edge of the text (the academy's words, as the line breaking cuts them). */
function atThaiEdges(text: string, start: number, end: number, edges: () => Set<number>): boolean {
  const edgeAt = (offset: number, outside: string | undefined) =>
    outside === undefined || !THAI.test(outside) || edges().has(offset);
  return edgeAt(start, text[start - 1]) && edgeAt(end, text[end]);
}

/**
 * `[start, end)` of the first use of `form` in the text as a whole word (case aside; an English
 * plural "s" counts), or null. Thai has no spaces: a Thai use must begin and end at word edges
 * (`thaiBreakOpportunities`), so บล็อก is not found inside บล็อกเชน.
 */
export function firstTermUse(text: string, form: string): [number, number] | null {
  const haystack = text.toLowerCase();
  const needle = form.toLowerCase();
  let edges: Set<number> | undefined;
  const thaiEdges = () => (edges ??= thaiBreakOpportunities(text));
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    let end = at + needle.length;
    if (!THAI.test(form) && haystack[end] === 's' && !WORD_CHAR.test(text[end + 1] ?? '')) end += 1;
    const before = text[at - 1];
    const after = text[end];
    const whole = THAI.test(form)
      ? atThaiEdges(text, at, end, thaiEdges)
      : !(before && WORD_CHAR.test(before)) && !(after && WORD_CHAR.test(after));
    if (whole) return [at, end];
  }
  return null;
}
