/**
 * A search query as PostgreSQL full-text search reads it, and the snippets cut around its words.
 *
 * Query words: whitespace-separated tokens; a Thai token (no spaces in Thai) is split into its
 * Intl.Segmenter('th') words, the same segmentation the importer gives the articles' text.
 */
import { sql, type SQL } from 'drizzle-orm';
import { markdownToText, words } from '../../../lib/text.ts';

export interface Token {
  whole: string;
  parts: string[];
}

export function queryTokens(q: string): Token[] {
  const seen = new Set<string>();
  const tokens: Token[] = [];
  for (const raw of q.toLowerCase().split(/\s+/)) {
    const parts = words(raw).filter((w) => w.length >= 2 || /[a-z0-9]/.test(w));
    const whole = parts.length === 1 ? parts[0]! : raw.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
    if (!whole || seen.has(whole)) continue;
    seen.add(whole);
    tokens.push({ whole, parts: parts.length > 0 ? parts : [whole] });
  }
  return tokens;
}

const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/**
 * A word as a tsquery taken literally; with `forms`, an English word also finds its plural and
 * singular ("wallet" finds "wallets"). No prefix match: "defi" must not find "definition".
 */
function wordQuery(word: string, forms: boolean): string {
  if (!forms || !/^[a-z]+$/.test(word)) return quoted(word);
  const all = new Set([word, `${word}s`, `${word}es`]);
  if (word.length > 3 && word.endsWith('s')) all.add(word.slice(0, -1));
  if (word.length > 4 && word.endsWith('es')) all.add(word.slice(0, -2));
  return `(${[...all].map(quoted).join(' | ')})`;
}
const tokenQuery = (token: Token, forms: boolean) =>
  token.parts.length > 1
    ? `(${token.parts.map((part) => wordQuery(part, forms)).join(' & ')})`
    : wordQuery(token.whole, forms);

/** Any word of the query, in any of its forms (what makes a candidate). */
export const anyWordQuery = (tokens: Token[], forms = true): SQL =>
  sql`to_tsquery('simple', ${tokens.map((token) => tokenQuery(token, forms)).join(' | ')})`;
/** Every word of the query (every word found ranks above some words found). */
export const everyWordQuery = (tokens: Token[]): SQL =>
  sql`to_tsquery('simple', ${tokens.map((token) => tokenQuery(token, true)).join(' & ')})`;
/** The query's words as a vector without positions: equal to a title's means "exactly this title". */
export const queryWords = (q: string): SQL => sql`strip(to_tsvector('simple', ${words(q).join(' ')}))`;

/** Which form of the token a text holds: the whole token, else all of its parts, else nothing. */
export function matchIn(text: string, token: Token): string[] | null {
  if (text.includes(token.whole)) return [token.whole];
  if (token.parts.length > 1 && token.parts.every((p) => text.includes(p))) return token.parts;
  return null;
}

/** The query's words a text holds (lower-cased), for highlighting and for choosing a snippet. */
export function matchedWords(text: string, tokens: Token[]): string[] {
  const lower = text.toLowerCase();
  return [...new Set(tokens.flatMap((token) => matchIn(lower, token) ?? []))];
}

export function snippet(text: string, terms: string[], radius = 80): string {
  const plain = markdownToText(text).replace(/\s+/g, ' ');
  const lower = plain.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const i = lower.indexOf(term);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return plain.slice(0, radius * 2).trim() + (plain.length > radius * 2 ? '…' : '');
  let start = Math.max(0, at - radius);
  let end = Math.min(plain.length, at + radius);
  if (start > 0) {
    const space = plain.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
